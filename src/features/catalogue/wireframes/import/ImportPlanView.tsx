import { Alert, Collapse, List, Tag } from '@arco-design/web-react';
import { countImportFiles, type WireframeImportPlan } from '../../../../lib/wireframeImport';
import { MSG } from '../../messages';

/** What the import will do, before anything is written: created, updated, refused and why. */
export function ImportPlanView({ plan }: { plan: WireframeImportPlan<File> }) {
  const creates = [
    ...plan.create.brands.map((name) => `${MSG.catalogue.brandName}：${name}`),
    ...plan.create.models.map(({ brand, model }) => `${MSG.catalogue.model}：${brand} ${model}`),
    ...plan.create.materials.map((name) => `${MSG.catalogue.material}：${name}`),
    ...plan.create.colors.map(({ material, color }) => `${MSG.catalogue.color}：${material} ${color}`),
  ];
  const counts = countImportFiles(plan);
  const label = (item: (typeof plan.wireframes)[number]) => `${item.brand}-${item.model}-${item.material}-${item.color}`;

  return (
    <div className="import-plan" data-testid="import-plan">
      <div className="import-plan-counts">
        <Tag color="green">{MSG.catalogue.importFileCount(MSG.catalogue.willCreate, counts.create)}</Tag>
        <Tag color="arcoblue">{MSG.catalogue.importFileCount(MSG.catalogue.willUpdate, counts.update)}</Tag>
        <Tag color="red">{MSG.catalogue.importFileCount(MSG.catalogue.willReject, counts.reject)}</Tag>
      </div>
      {plan.rejected.length > 0 && (
        <Alert
          type="warning"
          style={{ margin: '12px 0' }}
          content={
            <ul className="import-rejections">
              {plan.rejected.map((item, i) => (
                <li key={i}>
                  <b>{item.fileNames.join('、')}</b>：{item.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Collapse bordered={false} defaultActiveKey={['wireframes']}>
        {creates.length > 0 && (
          <Collapse.Item name="catalogue" header={`${MSG.catalogue.willCreate}（${creates.length}）`}>
            <List size="small" dataSource={creates} render={(text, i) => <List.Item key={i}>{text}</List.Item>} />
          </Collapse.Item>
        )}
        <Collapse.Item name="wireframes" header={`${MSG.catalogue.wireframe}（${plan.wireframes.length}）`}>
          <List
            size="small"
            dataSource={plan.wireframes}
            pagination={plan.wireframes.length > 20 ? { pageSize: 20 } : undefined}
            render={(item) => (
              <List.Item key={item.key}>
                <Tag size="small" color={item.action === 'create' ? 'green' : 'arcoblue'}>
                  {item.action === 'create' ? MSG.catalogue.willCreate : MSG.catalogue.willUpdate}
                </Tag>{' '}
                {label(item)}（{MSG.catalogue.wireframeSize(item.width, item.height)}）
              </List.Item>
            )}
          />
        </Collapse.Item>
      </Collapse>
    </div>
  );
}
