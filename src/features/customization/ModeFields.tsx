import { Form, Radio, Select, Switch } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import { listTemplates } from '../../api/templates';
import type { Id } from '../../../contract/catalogue';
import type { ModeChoice } from '../../../contract/customization';
import { MSG } from './messages';
import { useLoad } from '../../ui/useLoad';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { withChoice, withSingleGroup, type CustomizationDraft, type DraftProblems } from './draft';
import { withMissing } from './options';

const CHOICES: readonly ModeChoice[] = ['default', 'diy', 'collections', 'single'];

interface Props {
  draft: CustomizationDraft;
  onChange: (next: CustomizationDraft) => void;
  problems: DraftProblems | null;
}

const problemProps = (shown: boolean, text: string) => (shown ? { validateStatus: 'error' as const, help: text } : {});

/** 定制模式, and the template groups (or the one template) the mode needs (spec 3 §4). */
export function ModeFields({ draft, onChange, problems }: Props) {
  const { names } = useCustomizationCatalogue();
  const groupOptions = [...(names?.groups ?? new Map<Id, string>())].map(([value, label]) => ({ value, label }));

  return (
    <>
      <Form.Item label={MSG.links.modeLabel} extra={MSG.links.modeHints[draft.choice]} className="customization-mode">
        <Radio.Group
          type="button"
          value={draft.choice}
          onChange={(choice: ModeChoice) => onChange(withChoice(draft, choice))}
          options={CHOICES.map((choice) => ({ value: choice, label: MSG.links.modeChoices[choice] }))}
        />
      </Form.Item>
      {draft.choice === 'collections' && (
        <>
          <Form.Item
            label={MSG.links.templateGroups}
            required
            className="customization-groups"
            {...problemProps(Boolean(problems?.templateGroup), MSG.links.templateGroupRequired)}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder={MSG.links.templateGroupRequired}
              value={draft.groupIds}
              options={withMissing(groupOptions, draft.groupIds, names ? MSG.links.deletedGroup : MSG.links.nameLoading)}
              onChange={(groupIds: Id[]) => onChange({ ...draft, groupIds })}
            />
          </Form.Item>
          <Form.Item label={MSG.links.ownPage} extra={MSG.links.ownPageHint} className="customization-own-page">
            <Switch checked={draft.ownPageEnabled} onChange={(ownPageEnabled) => onChange({ ...draft, ownPageEnabled })} />
          </Form.Item>
        </>
      )}
      {draft.choice === 'single' && (
        <div className="customization-single">
          <Form.Item
            label={MSG.links.templateGroup}
            required
            className="customization-single-group"
            {...problemProps(Boolean(problems?.templateGroup), MSG.links.templateGroupRequired)}
          >
            <Select
              showSearch
              placeholder={MSG.links.templateGroupRequired}
              value={draft.singleGroupId ?? undefined}
              options={withMissing(groupOptions, draft.singleGroupId ? [draft.singleGroupId] : [], names ? MSG.links.deletedGroup : MSG.links.nameLoading)}
              onChange={(groupId: Id) => onChange(withSingleGroup(draft, groupId))}
            />
          </Form.Item>
          <Form.Item
            label={MSG.links.template}
            required
            className="customization-template"
            {...problemProps(Boolean(problems?.template) && !problems?.templateGroup, MSG.links.templateRequired)}
          >
            <TemplateSelect draft={draft} onChange={onChange} />
          </Form.Item>
        </div>
      )}
    </>
  );
}

/** A template's thumbnail in the option list, as its card on the template screen shows it (spec 2 §7: height 600). */
function TemplateThumb({ url }: { url: string | null }) {
  return (
    <span className="customization-template-thumb" aria-hidden>
      {url ? <img src={url} alt="" loading="lazy" decoding="async" draggable={false} /> : <IconImage />}
    </span>
  );
}

/**
 * The one template of 单个模板: each option shows the template's thumbnail beside its name, since
 * merchants tell templates apart by how they look; the search and the chosen value use the name alone.
 */
function TemplateSelect({ draft, onChange }: Omit<Props, 'problems'>) {
  const groupId = draft.singleGroupId;
  const templates = useLoad(() => (groupId ? listTemplates(groupId) : Promise.resolve([])), [groupId]);
  const listed = templates.error ? [] : (templates.data ?? []);
  const loaded = templates.data !== undefined && !templates.loading && !templates.error;
  const names = new Map(listed.map((template) => [template.id, template.name]));
  const missing = loaded && draft.templateId && !names.has(draft.templateId) ? draft.templateId : null;
  return (
    <Select
      showSearch
      disabled={!groupId}
      loading={templates.loading}
      placeholder={MSG.links.templateRequired}
      notFoundContent={groupId && loaded ? MSG.links.noTemplates : undefined}
      value={draft.templateId ?? undefined}
      dropdownMenuClassName="customization-template-options"
      filterOption={(input, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').toLowerCase().includes(input.trim().toLowerCase())}
      renderFormat={(_, value) => names.get(value as Id) ?? (loaded ? MSG.links.deletedTemplate : '')}
      onChange={(templateId: Id) => onChange({ ...draft, templateId })}
    >
      {listed.map((template) => (
        <Select.Option key={template.id} value={template.id} extra={template.name}>
          <span className="customization-template-option">
            <TemplateThumb url={template.thumbnail?.url ?? null} />
            <span className="customization-template-name">{template.name}</span>
          </span>
        </Select.Option>
      ))}
      {missing && (
        <Select.Option key={missing} value={missing} extra={MSG.links.deletedTemplate}>
          {MSG.links.deletedTemplate}
        </Select.Option>
      )}
    </Select>
  );
}
