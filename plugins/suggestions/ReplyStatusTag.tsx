import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplyStatus } from './contract';

export function ReplyStatusTag({ status }: { status: ReplyStatus }) {
  const { t } = useTranslation('suggestions');
  return (
    <Tag color={status === 1 ? 'green' : 'gold'} data-testid="reply-status" data-status={status}>
      {t(`replyStatus.${status}`)}
    </Tag>
  );
}
