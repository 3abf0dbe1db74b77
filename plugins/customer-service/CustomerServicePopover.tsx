import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serviceContact } from './config';
import './customer-service.css';

const NS = 'customer-service';

/** Navbar customer-service popover (spec §2 Layout): the service phone and, when configured, a QR image. */
export default function CustomerServicePopover() {
  const { t } = useTranslation(NS);
  const content = (
    <div className="ec-service-card" data-testid="customer-service-card">
      <div className="ec-service-label">{t('hotline')}</div>
      <Typography.Text strong className="ec-service-phone" copyable={{ text: serviceContact.phone }}>
        <PhoneOutlined /> <a href={`tel:${serviceContact.phone.replace(/[^\d+]/g, '')}`}>{serviceContact.phone}</a>
      </Typography.Text>
      <div className="ec-service-hours">{t('hours')}</div>
      {serviceContact.qrImageUrl && (
        <figure className="ec-service-qr">
          <img src={serviceContact.qrImageUrl} alt={t('qr')} width={128} height={128} />
          <figcaption>{t('qr')}</figcaption>
        </figure>
      )}
    </div>
  );
  return (
    <Popover content={content} title={t('title')} trigger={['hover', 'click']} placement="bottomRight">
      <Button type="text" className="ec-navbar-icon" icon={<CustomerServiceOutlined style={{ fontSize: 18 }} />} aria-label={t('title')} data-testid="customer-service" />
    </Popover>
  );
}
