import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { FIRST_PAGE, noticeKeys, noticePaths, POLL_MS, type NoticePage } from './api';
import { useNoticeStream } from './useNoticeStream';

const NS = 'messages';

/**
 * Navbar messages link with an unread dot (spec §2 Layout). New notices are pushed over the notice
 * stream; while the stream is down it polls as the spec says (every 30 s while nothing is unread).
 */
export default function MessagesLink() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { enterprise } = useShell();
  const live = useNoticeStream(enterprise.id);
  const { data } = useQuery({
    queryKey: noticeKeys.summary(enterprise.id),
    queryFn: () => http.get<NoticePage>(noticePaths.page, { params: FIRST_PAGE }),
    // Spec §9: poll every 30 s while the count is zero; once something is unread the dot stays until read.
    refetchInterval: (query) => (!live && (query.state.data?.unreadTotal ?? 0) === 0 ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const unread = data?.unreadTotal ?? 0;
  return (
    <Tooltip title={t('title')}>
      <Button
        type="text"
        className="ec-navbar-icon"
        aria-label={t('title')}
        onClick={() => navigate('/system-message/page')}
        data-testid="messages-link"
        data-live={live ? '1' : '0'}
        icon={
          <Badge dot={unread > 0} offset={[-2, 2]} data-testid={unread > 0 ? 'messages-dot' : undefined}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Tooltip>
  );
}
