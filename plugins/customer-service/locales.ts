/** Texts of the customer-service plugin (i18n namespace 'customer-service'). */
export const locales = {
    'zh-CN': { title: '联系客服', hotline: '客服热线', hours: '工作日 9:00-18:00', qr: '扫码联系客服' },
    'en-US': { title: 'Customer service', hotline: 'Service hotline', hours: 'Workdays 9:00-18:00', qr: 'Scan to contact us' },
  };
