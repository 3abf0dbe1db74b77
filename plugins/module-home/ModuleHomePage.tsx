import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuIcon } from '../../runtime/layout/icons';
import { useTitle } from '../../runtime/layout/useTitle';
import { flattenMenus } from '../../runtime/plugins/registry';
import { useShell } from '../../runtime/shell/ShellData';
import './module-home.css';

const NS = 'module-home';

/** Full-screen grid of every menu entry the user can open, grouped under their top-level menu. */
export default function ModuleHomePage() {
  const { t } = useTranslation();
  const { menus, user, enterprise } = useShell();
  const title = useTitle();
  return (
    <div className="ec-home" data-testid="module-home">
      <header className="ec-home-header">
        <h2>{t('welcome', { ns: NS, name: user.name })}</h2>
        <p>
          {enterprise.name} · {t('hint', { ns: NS })}
        </p>
      </header>
      {menus.length === 0 ? (
        <Empty description={t('moduleGroup.empty')} />
      ) : (
        menus.map((group) => (
          <section key={group.key} className="ec-home-group">
            <h3>
              {menuIcon(group.icon)} {title(group.title, group.plugin)}
            </h3>
            <Row gutter={[16, 16]}>
              {flattenMenus(group.children ?? [group]).map((entry) => (
                <Col key={entry.key} xs={12} md={8} lg={6} xxl={4}>
                  <Link to={entry.path as string} data-testid={`home-entry-${entry.key}`}>
                    <Card hoverable size="small" className="ec-home-card">
                      {title(entry.title, entry.plugin)}
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}
    </div>
  );
}
