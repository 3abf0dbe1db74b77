import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FileList } from '../../runtime/files/FileList';
import { headlineApi } from './api';
import { CONTENT_ROUTES as R } from './contract';
import './headlines.css';

/**
 * /contentManagement/detail/:id (full screen): one published headline. The body is shown as stored: the
 * server keeps only sanitised rich text (docs/decisions.md "Headline bodies").
 */
export default function HeadlineDetailPage() {
  const { t } = useTranslation('content-management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data, isError } = useQuery({ queryKey: ['headline', id], queryFn: () => headlineApi.detail(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  return (
    <div className="ec-headlines" data-testid="headline-detail">
      <Card>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(R.page)} data-testid="headline-back">
          {t('action.back')}
        </Button>
        {isError ? (
          <Empty description={t('missing')} data-testid="headline-missing" />
        ) : !data ? (
          <Spin />
        ) : (
          <article className="ec-headline-article">
            <Typography.Title level={2} data-testid="headline-detail-title">
              {data.title}
            </Typography.Title>
            <Space className="ec-headline-meta" size="large">
              <span>
                {t('field.publishedAt')}：{data.publishedAt}
              </span>
              <span data-testid="headline-detail-reads">
                <EyeOutlined /> {t('reads', { count: data.readCount })}
              </span>
            </Space>
            {data.cover?.path && <img className="ec-headline-cover" src={data.cover.path} alt={data.title} data-testid="headline-detail-cover" />}
            {/* Sanitised on the server on every save (sanitizeRichText); nothing else reaches this. */}
            <div className="ec-headline-body" data-testid="headline-body" dangerouslySetInnerHTML={{ __html: data.body }} />
            {data.attachments.length > 0 && (
              <section className="ec-headline-attachments">
                <Typography.Title level={5}>{t('field.attachments')}</Typography.Title>
                {/* Signed through the headline: readers reach its files only while it is published. */}
                <FileList files={data.attachments} testId="headline-attachments" signedUrl={(key, attachment) => headlineApi.fileUrl(id, key, attachment)} />
              </section>
            )}
          </article>
        )}
      </Card>
    </div>
  );
}
