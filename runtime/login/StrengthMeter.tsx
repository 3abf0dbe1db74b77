import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../schemas/validators/accountRules';
import { SIGNIN_NS } from './locales';
import './account-fields.css';

const LEVELS = ['weak', 'medium', 'strong'] as const;
const LABEL = { weak: 'strengthWeak', medium: 'strengthMedium', strong: 'strengthStrong' } as const;

/** Spec §5 password strength meter: three bars and the level's name. Hidden while the field is empty. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation(SIGNIN_NS);
  if (!password) return null;
  const level = passwordStrength(password);
  const filled = LEVELS.indexOf(level) + 1;
  return (
    <div className={`ec-strength ec-strength-${level}`} data-testid="password-strength" data-level={level}>
      <span className="ec-strength-label">{t('strength')}</span>
      <span className="ec-strength-bars" aria-hidden="true">
        {LEVELS.map((l, i) => (
          <span key={l} className={i < filled ? 'ec-strength-bar is-on' : 'ec-strength-bar'} />
        ))}
      </span>
      <span className="ec-strength-text">{t(LABEL[level])}</span>
    </div>
  );
}
