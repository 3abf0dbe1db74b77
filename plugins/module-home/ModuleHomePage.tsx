import { RightOutlined } from '@ant-design/icons';
import { Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuIcon } from '../../runtime/layout/icons';
import { useTitle } from '../../runtime/layout/useTitle';
import { flattenMenus } from '../../runtime/plugins/registry';
import type { ResolvedMenu } from '../../runtime/plugins/types';
import { useShell } from '../../runtime/shell/ShellData';
import './module-home.css';

const NS = 'module-home';

interface Section {
  key: string;
  heading: ResolvedMenu | null;
  entries: ResolvedMenu[];
}

/** Top-level pages share one "quick access" section; each directory gets its own. */
function sections(menus: readonly ResolvedMenu[]): Section[] {
  const quick = menus.filter((m) => !m.children?.length && m.path);
  const groups = menus.filter((m) => m.children?.length);
  return [
    ...(quick.length > 0 ? [{ key: '__quick', heading: null, entries: quick }] : []),
    ...groups.map((g) => ({ key: g.key, heading: g, entries: flattenMenus(g.children ?? []) })),
  ];
}

/**
 * Module home (spec §2 /moduleHome/page, full screen): the grid of the modules the user's menus grant in
 * the chosen enterprise (menu/routerList merged with the plugin menus, see runtime/shell/serverMenus).
 */
export default function ModuleHomePage() {
  const { t } = useTranslation();
  const { menus, user, enterprise } = useShell();
  const title = useTitle();
  const list = sections(menus);
  return (
    <div className="ec-home" data-testid="module-home">
      <header className="ec-home-header">
        <h2>{t('welcome', { ns: NS, name: user.name })}</h2>
        <p>
          {enterprise.name} · {t('hint', { ns: NS })}
        </p>
      </header>
      {list.length === 0 ? (
        <Empty description={t('moduleGroup.empty')} />
      ) : (
        list.map((section) => (
          <section key={section.key} className="ec-home-group">
            <h3>
              {section.heading ? (
                <>
                  <span className="ec-home-group-icon">{menuIcon(section.heading.icon)}</span>
                  {title(section.heading.title, section.heading.plugin)}
                </>
              ) : (
                t('quick', { ns: NS })
              )}
            </h3>
            <Row gutter={[16, 16]}>
              {section.entries.map((entry) => (
                <Col key={entry.key} xs={24} sm={12} md={8} lg={6} xxl={4}>
                  <Link to={entry.path as string} className="ec-home-card" data-testid={`home-entry-${entry.key}`}>
                    <span className="ec-home-card-icon">{menuIcon(entry.icon ?? section.heading?.icon)}</span>
                    <span className="ec-home-card-title">{title(entry.title, entry.plugin)}</span>
                    <RightOutlined className="ec-home-card-arrow" />
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
