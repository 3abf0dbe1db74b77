import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../runtime/files/FileList';
import type { SuggestionDetail } from './contract';
import { ReplyStatusTag } from './ReplyStatusTag';

const NS = 'suggestions';

/**
 * One suggestion: the text, its files and the reply. The author's files open through the file API;
 * the back office, which has no enterprise to ask it for, gets the signed links (`signed`).
 */
export function SuggestionView({ suggestion, signed }: { suggestion: SuggestionDetail; signed?: boolean }) {
  const { t } = useTranslation(NS);
  const files = suggestion.attachments;
  return (
    <Descriptions bordered column={2} size="middle" data-testid="suggestion-view">
      {suggestion.userName && <Descriptions.Item label={t('list.user')}>{suggestion.userName}</Descriptions.Item>}
      {suggestion.enterpriseName && <Descriptions.Item label={t('list.enterprise')}>{suggestion.enterpriseName}</Descriptions.Item>}
      <Descriptions.Item label={t('list.status')}>
        <ReplyStatusTag status={suggestion.replyStatus} />
      </Descriptions.Item>
      <Descriptions.Item label={t('list.createdAt')}>{suggestion.createdAt}</Descriptions.Item>
      <Descriptions.Item label={t('list.content')} span={2}>
        <div style={{ whiteSpace: 'pre-wrap' }} data-testid="suggestion-content">
          {suggestion.content}
        </div>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.attachments')} span={2}>
        {files.length === 0 ? (
          '—'
        ) : signed ? (
          <Space direction="vertical" data-testid="suggestion-attachments">
            {files.map((f) => (
              <a key={f.url} href={f.path} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            ))}
          </Space>
        ) : (
          <FileList files={files} testId="suggestion-attachments" />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.reply')} span={2}>
        <div style={{ whiteSpace: 'pre-wrap' }} data-testid="suggestion-reply">
          {suggestion.reply ?? t('detail.noReply')}
        </div>
      </Descriptions.Item>
      {suggestion.repliedAt && <Descriptions.Item label={t('list.repliedAt')}>{suggestion.repliedAt}</Descriptions.Item>}
    </Descriptions>
  );
}
