import { Button, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useLocation } from 'wouter';
import { listCustomizationUrls } from '../../api/customizationSettings';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { SHOP_SETTING_PATH } from '../../lib/screenPaths';
import { EmptyState } from '../../ui/EmptyState';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad, type Loaded } from '../../ui/useLoad';
import { CustomizationCatalogueProvider } from './CatalogueProvider';
import { LinkCell } from './LinkCell';
import { LinkDeleteButton, useLinkDelete } from './LinkDelete';
import { generatePath } from './linkPaths';
import { linkRows, type LinkRow } from './linkRows';
import { FieldsSummary } from './SettingSummary';
import './customization.css';

/** /app/sku_customization_urls_setting (spec 3 §2): every shop's customization links. */
export default function LinkScreen() {
  return (
    <CustomizationCatalogueProvider>
      <LinkList />
    </CustomizationCatalogueProvider>
  );
}

function LinkList() {
  const [, navigate] = useLocation();
  const loaded = useLoad(listCustomizationUrls, []);
  const rows: Loaded<LinkRow[]> = { ...loaded, data: loaded.data && linkRows(loaded.data) };
  const table = listTableProps(rows);
  const linksOfShop = (row: LinkRow) => (rows.data ?? []).filter((other) => other.setting && other.shop.id === row.shop.id).length;
  const remove = useLinkDelete(loaded.reload);

  const columns: TableColumnProps<LinkRow>[] = [
    {
      title: MSG.links.shop,
      key: 'shop',
      width: 132,
      render: (_, row) => (
        <div className="customization-shop">
          <span className="customization-shop-name">{row.shop.name}</span>
          <Tag size="small">{shopPlatform(row.shop.type)?.label ?? String(row.shop.type)}</Tag>
        </div>
      ),
    },
    {
      title: MSG.links.link,
      key: 'link',
      render: (_, row) =>
        row.url && row.setting ? (
          <LinkCell url={row.url} isDefault={row.setting.isDefault} />
        ) : (
          <span className="muted">{MSG.links.noLinkYet}</span>
        ),
    },
    {
      title: MSG.links.configuration,
      key: 'configuration',
      width: 200,
      render: (_, row) => (row.setting ? <FieldsSummary fields={row.setting} /> : null),
    },
    {
      title: MSG.links.timing,
      key: 'timing',
      width: 124,
      className: 'customization-timing-column',
      render: (_, row) => (row.setting ? (MSG.links.timings[row.setting.customizationTiming] ?? '') : null),
    },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 120,
      render: (_, row) =>
        row.setting ? (
          <span className="customization-link-operations">
            <Button type="text" size="small" onClick={() => navigate(generatePath({ id: row.setting!.id }))}>
              {MSG.links.modify}
            </Button>
            <LinkDeleteButton row={row} linksOfShop={linksOfShop(row)} onDelete={(target) => void remove.run(target)} />
          </span>
        ) : (
          <Button type="text" size="small" onClick={() => navigate(generatePath({ shopId: row.shop.id }))}>
            {MSG.links.generate}
          </Button>
        ),
    },
  ];

  return (
    <div className="screen-card customization-links-screen">
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={() => navigate(generatePath({}))}>
          {MSG.links.generate}
        </Button>
      </div>
      <Table<LinkRow>
        rowKey="key"
        {...table}
        noDataElement={
          table.noDataElement ?? (
            <EmptyState
              text={MSG.links.noLinks}
              actions={
                <Button type="primary" size="small" icon={<IconPlus />} onClick={() => navigate(SHOP_SETTING_PATH)}>
                  {MSG.links.goAddShop}
                </Button>
              }
            />
          )
        }
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
      />
    </div>
  );
}
