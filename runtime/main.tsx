import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { quietFormValidationRejections } from './app/formRejections';
import { Root } from './app/Root';
import { initI18n } from './i18n';
import './app/base.css';

quietFormValidationRejections();

void initI18n().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
