import { Button, Form, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ErpIntegration } from '../../../contract/erp';
import { ErpKind, normaliseErpKey } from '../../../contract/erp';
import { createIntegration, listIntegrations, updateIntegrationKey } from '../../api/erp';
import { session } from '../../api/session';
import { hasPushedOrders } from '../../lib/erpPushFlag';
import { isProgressFolded, setProgressFolded } from '../../lib/erpProgressFold';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { LoadFailed } from '../../ui/ListLoad';
import { RouteTabs } from '../../ui/RouteTabs';
import { useLoad } from '../../ui/useLoad';
import { KeyInput, keyRules } from './ErpKeyForm';
import { ErpTutorial, isTutorialDone } from './ErpTutorial';
import { FactoriesTab } from './FactoriesTab';
import { MaterialBindingTab } from './MaterialBindingTab';
import { ModelBindingTab } from './ModelBindingTab';
import { useMaterialBound } from './useMaterialBound';
import './integrations.css';

const T = MSG.integrations;

/**
 * /app/integrations/:type (spec 3 §2): the tutorial while the account has no ERP integration; then the three
 * tabs (factories by default, brand_model_binding, case_material_binding) under the key and what is left to do.
 */
export default function IntegrationScreen() {
  const integrations = useLoad(() => listIntegrations(), []);
  const { username } = useSnapshot(session);

  async function saveFirstKey(key: string) {
    await createIntegration({ erp: ErpKind.FACTORY_ERP, apiAccessToken: key });
    Message.success(T.saved);
    await integrations.reload();
  }

  if (integrations.error) {
    return (
      <div className="screen-card">
        <LoadFailed onRetry={integrations.reload} retrying={integrations.loading} />
      </div>
    );
  }
  if (!integrations.data) return <div className="screen-card load-pending" style={{ height: 240 }} />;
  const integration = integrations.data.find((candidate) => candidate.erp === ErpKind.FACTORY_ERP);
  if (!integration) {
    return (
      <div className="screen-card">
        <ErpTutorial progress={{ keySaved: false, materialBound: false, ordersPushed: hasPushedOrders(username) }} onSaveKey={saveFirstKey} />
      </div>
    );
  }
  return <ConnectedScreen integration={integration} onKeyChanged={integrations.reload} />;
}

function ConnectedScreen({ integration, onKeyChanged }: { integration: ErpIntegration; onKeyChanged: () => Promise<void> }) {
  const { username } = useSnapshot(session);
  const materialBound = useMaterialBound();
  const [changingKey, setChangingKey] = useState(false);
  const progress = { keySaved: true, materialBound: materialBound.bound, ordersPushed: hasPushedOrders(username) };
  // The account's own choice: a toggle is kept for the account it was made for, any other reads its own.
  const [toggled, setToggled] = useState<{ username: string | null; folded: boolean } | null>(null);
  const folded = toggled && toggled.username === username ? toggled.folded : isProgressFolded(username);
  const toggleFold = () => {
    setProgressFolded(username, !folded);
    setToggled({ username, folded: !folded });
  };

  return (
    <div className="integration-screen">
      <div className="screen-toolbar erp-key-bar">
        <span className="erp-key-current">
          {T.erpName} · {T.currentKey(integration.apiAccessToken)}
        </span>
        <Button size="small" onClick={() => setChangingKey(true)}>
          {T.changeKey}
        </Button>
      </div>
      {materialBound.known && !isTutorialDone(progress) ? (
        <div className="screen-card">
          <ErpTutorial progress={progress} fold={{ folded, toggle: toggleFold }} />
        </div>
      ) : null}
      <RouteTabs
        base="/app/integrations"
        tabs={[
          { key: 'factories', title: T.factoriesTab, render: () => <FactoriesTab /> },
          { key: 'brand_model_binding', title: T.modelBindingTab, render: () => <ModelBindingTab /> },
          {
            key: 'case_material_binding',
            title: T.materialBindingTab,
            render: () => <MaterialBindingTab onBindingsChanged={materialBound.recheck} />,
          },
        ]}
      />
      <FormModal<{ key: string }>
        title={T.changeKey}
        open={changingKey}
        initialValues={{ key: '' }}
        onClose={() => setChangingKey(false)}
        onSubmit={async ({ key }) => {
          await updateIntegrationKey(integration.id, normaliseErpKey(key));
          Message.success(T.changed);
          setChangingKey(false);
          await onKeyChanged();
        }}
      >
        <Form.Item field="key" label={T.keyLabel} rules={keyRules}>
          <KeyInput autoFocus />
        </Form.Item>
      </FormModal>
    </div>
  );
}
