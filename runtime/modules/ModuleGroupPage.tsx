import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale, pickText } from '../i18n';
import { useShell } from '../shell/ShellData';

/**
 * Landing page of a module group (e.g. /accountManagement/page): a card per module of the group the
 * user may view, linking to its list.
 */
export function ModuleGroupPage({ group, ns }: { group: string; ns: string }) {
  const { t } = useTranslation();
  const { modules } = useShell();
  const locale = currentLocale();
  const inGroup = modules.filter((m) => m.group === group);
  return (
    <div className="ec-page" data-testid={`module-group-${group}`}>
      <div className="ec-panel">
        <h3 className="ec-table-title">{t('title', { ns })}</h3>
        <p className="ec-muted">{t('description', { ns })}</p>
        {inGroup.length === 0 ? (
          <Empty description={t('moduleGroup.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {inGroup.map((module) => (
              <Col key={module.id} xs={24} sm={12} lg={8} xxl={6}>
                <Link to={module.route} data-testid={`module-card-${module.id}`}>
                  <Card hoverable size="small" className="ec-module-card">
                    <div className="ec-module-card-body">
                      <span className="ec-module-card-title">{pickText(module.title, locale)}</span>
                      <RightOutlined />
                    </div>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </div>
    </div>
  );
}
