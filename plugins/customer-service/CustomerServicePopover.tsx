import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serviceContact } from './config';
import './customer-service.css';

const NS = 'customer-service';

/** Navbar customer-service popover (spec §2 Layout): the service phone and its QR code. */
export default function CustomerServicePopover() {
  const { t } = useTranslation(NS);
  const content = (
    <div className="ec-service-card" data-testid="customer-service-card">
      <div className="ec-service-label">{t('hotline')}</div>
      <Typography.Text strong className="ec-service-phone" copyable={{ text: serviceContact.phone }}>
        <PhoneOutlined /> <a href={serviceContact.telUri}>{serviceContact.phone}</a>
      </Typography.Text>
      <div className="ec-service-hours">{t('hours')}</div>
      <figure className="ec-service-qr" data-testid="customer-service-qr">
        <QRCode value={serviceContact.qrText} size={128} type="svg" bordered={false} aria-label={t('qr')} />
        <figcaption>{t('qr')}</figcaption>
      </figure>
    </div>
  );
  return (
    <Popover content={content} title={t('title')} trigger={['hover', 'click']} placement="bottomRight">
      <Button type="text" className="ec-navbar-icon" icon={<CustomerServiceOutlined style={{ fontSize: 18 }} />} aria-label={t('title')} data-testid="customer-service" />
    </Popover>
  );
}
