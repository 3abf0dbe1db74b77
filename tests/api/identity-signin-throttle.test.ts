// Issue 12 item 8: password guessing is slowed down without locking the owner out — per login+address
// growing waits, login-wide and address-wide limits that spare addresses the login is known at, an SMS
// code sign-in that still works, and a password reset that forgets the failures. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers/testApp';
import { APP, codeFor, createUser, freshPhone } from './identity-signin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
});
afterAll(() => t?.close());

const LOGIN = `${APP}/auth/login/phonePassword`;

async function signIn(phone: string, password: string, ip: string) {
  const res = await t.app.inject({ method: 'POST', url: LOGIN, remoteAddress: ip, payload: { phone, password: prehashPassword(password), clientType: 0 } });
  return res.json() as { code: number; msg: string };
}

/** Moves every recorded failure (and so every running wait) `minutes` into the past. */
const letTimePass = (minutes: number) => t.db.query(`UPDATE login_attempt SET created_at = created_at - $1 * interval '1 minute'`, [minutes]);

describe('password sign-in throttling', () => {
  it('slows one address after 5 wrong passwords with growing waits, while the owner signs in from elsewhere', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Right@2024');
    for (let i = 0; i < 5; i++) expect((await signIn(phone, `Wrong@${i}`, '10.1.0.9')).code).toBe(2010102);

    // The guesser's address waits — even the right password is not checked meanwhile.
    const waiting = await signIn(phone, 'Right@2024', '10.1.0.9');
    expect(waiting.code).toBe(2010107);
    expect(waiting.msg).toBe('密码错误次数过多，请1分钟后再试，或使用验证码登录、找回密码');
    // Another process on the same database sees the same wait.
    const other = await buildApp({ config: t.config, db: t.db, schemas: [], logger: false, storage: false });
    try {
      const res = await other.inject({ method: 'POST', url: LOGIN, remoteAddress: '10.1.0.9', payload: { phone, password: prehashPassword('Right@2024') } });
      expect(res.json().code).toBe(2010107);
    } finally {
      await other.close();
    }
    // The owner at another address is not locked out.
    expect((await signIn(phone, 'Right@2024', '10.2.0.1')).code).toBe(1000000);

    // The next wrong try after the wait doubles it: 2, then 4 minutes.
    await letTimePass(1);
    expect((await signIn(phone, 'Wrong@5', '10.1.0.9')).code).toBe(2010102);
    expect((await signIn(phone, 'Wrong@6', '10.1.0.9')).msg).toContain('请2分钟后再试');
    await letTimePass(2);
    expect((await signIn(phone, 'Wrong@6', '10.1.0.9')).code).toBe(2010102);
    expect((await signIn(phone, 'Right@2024', '10.1.0.9')).msg).toContain('请4分钟后再试');
    // Once the wait is over the right password works from there too, and forgives that address.
    await letTimePass(4);
    expect((await signIn(phone, 'Right@2024', '10.1.0.9')).code).toBe(1000000);
    const { rows } = await t.db.query('SELECT 1 FROM login_attempt WHERE login = $1 AND ip = $2', [phone, '10.1.0.9']);
    expect(rows).toHaveLength(0);
  });

  it('a distributed guess slows unknown addresses only: the owner at a known address is never locked out', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Right@2024');
    expect((await signIn(phone, 'Right@2024', '10.3.0.1')).code).toBe(1000000); // the owner's office
    for (let i = 0; i < 20; i++) expect((await signIn(phone, 'Wrong@2024', `10.4.0.${i + 1}`)).code).toBe(2010102);
    expect((await signIn(phone, 'Right@2024', '10.4.1.1')).code).toBe(2010107);
    expect((await signIn(phone, 'Right@2024', '10.3.0.1')).code).toBe(1000000);
  });

  it('many failures behind one office NAT do not lock out colleagues who sign in there', async () => {
    const NAT = '10.5.0.1';
    const colleague = freshPhone();
    const newcomer = freshPhone();
    await createUser(t, colleague, 'Right@2024');
    await createUser(t, newcomer, 'Right@2024');
    expect((await signIn(colleague, 'Right@2024', NAT)).code).toBe(1000000);
    // One guesser (or many typos) behind the NAT: 30 failures over several phones, 4 per phone.
    for (let i = 0; i < 30; i++) await signIn(`1390000${String(1000 + Math.floor(i / 4))}`, 'Wrong@2024', NAT);
    expect((await signIn(colleague, 'Right@2024', NAT)).code).toBe(1000000);
    // Someone never seen there waits, and can sign in with an SMS code meanwhile.
    expect((await signIn(newcomer, 'Right@2024', NAT)).code).toBe(2010107);
    await t.app.inject({ method: 'GET', url: `${APP}/user/login/sendCode/${newcomer}`, remoteAddress: NAT });
    const code = await codeFor(t, newcomer, 'login');
    const byCode = await t.app.inject({ method: 'POST', url: `${APP}/auth/login/phoneVerifyCode`, remoteAddress: NAT, payload: { phone: newcomer, code, clientType: 0 } });
    expect(byCode.json().code).toBe(1000000);
    // Having signed in there, the newcomer is known at the NAT from now on.
    expect((await signIn(newcomer, 'Right@2024', NAT)).code).toBe(1000000);
  });

  it('an SMS code signs the owner in while the password is slowed, and forgives that address', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Right@2024');
    for (let i = 0; i < 5; i++) await signIn(phone, 'Wrong@2024', '10.6.0.1');
    expect((await signIn(phone, 'Right@2024', '10.6.0.1')).code).toBe(2010107);
    await t.app.inject({ method: 'GET', url: `${APP}/user/login/sendCode/${phone}`, remoteAddress: '10.6.0.1' });
    const login = await t.app.inject({
      method: 'POST',
      url: `${APP}/auth/login/phoneVerifyCode`,
      remoteAddress: '10.6.0.1',
      payload: { phone, code: await codeFor(t, phone, 'login'), clientType: 0 },
    });
    expect(login.json().code).toBe(1000000);
    // The code proved the owner at that address: the password works there again.
    expect((await signIn(phone, 'Right@2024', '10.6.0.1')).code).toBe(1000000);
  });
});
