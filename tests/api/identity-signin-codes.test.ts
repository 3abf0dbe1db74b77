import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_CODE_CAP, MAX_CODE_ATTEMPTS } from '../../server/sms';
import { createTestApp, type TestApp } from './helpers/testApp';
import { APP, call, codeFor, createUser, forgetSendTimes, freshPhone, wrongCode } from './identity-signin-support';

let t: TestApp;
let jiangsu: number;
beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
});
afterAll(() => t?.close());
beforeEach(() => t.db.query('DELETE FROM rate_event'));

const sendLogin = (phone: string) => call(t, 'GET', `${APP}/user/login/sendCode/${phone}`);
const codeLogin = (phone: string, code: string) => call(t, 'POST', `${APP}/auth/login/phoneVerifyCode`, { payload: { phone, code, clientType: 0 } });

describe('sign-in with an SMS code', () => {
  it('sends a 6-digit code to the outbox and signs in with it once', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024', jiangsu);
    const sent = await sendLogin(phone);
    expect(sent.code).toBe(1000000);
    const code = await codeFor(t, phone, 'login');
    expect(code).toMatch(/^\d{6}$/);

    const first = await codeLogin(phone, code);
    expect(first.code).toBe(1000000);
    const token = (first.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await call(t, 'GET', `${APP}/user/center/info`, { headers: t.headers(token, jiangsu) });
    expect(info.code).toBe(1000000);

    // Single use: the same code a second time is no longer valid.
    const again = await codeLogin(phone, code);
    expect(again.code).toBe(2010102);
    expect(again.msg).toBe('验证码已失效，请重新获取');
    expect(again.body).not.toContain(code);
  });

  it('stores only a hash of the code', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024');
    await sendLogin(phone);
    const code = await codeFor(t, phone);
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM sms_code WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('refuses a second code within 60 seconds with 2010107, and allows one after', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024');
    expect((await sendLogin(phone)).code).toBe(1000000);
    const tooSoon = await sendLogin(phone);
    expect(tooSoon.code).toBe(2010107);
    expect(tooSoon.msg).toBe('验证码发送过于频繁，请60秒后再试');
    await forgetSendTimes(t);
    const first = await codeFor(t, phone);
    expect((await sendLogin(phone)).code).toBe(1000000);
    // The newer code replaces the older one.
    const second = await codeFor(t, phone);
    if (first !== second) expect((await codeLogin(phone, first)).code).toBe(2010102);
    expect((await codeLogin(phone, second)).code).toBe(1000000);
  });

  it('expires after 5 minutes', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024');
    await sendLogin(phone);
    const code = await codeFor(t, phone);
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int4 AS minutes FROM sms_code WHERE phone = $1`,
      [phone],
    );
    expect(rows[0].minutes).toBe(5);
    await t.db.query(`UPDATE sms_code SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    const res = await codeLogin(phone, code);
    expect(res.code).toBe(2010102);
    expect(res.msg).toBe('验证码已失效，请重新获取');
  });

  it('allows 5 attempts: wrong codes read 验证码错误, the fifth and every later try 2010107', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024');
    await sendLogin(phone);
    const code = await codeFor(t, phone);
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await codeLogin(phone, wrongCode(code));
      expect(res.code).toBe(2010102);
      expect(res.msg).toBe('验证码错误，请输入正确的验证码');
    }
    const fifth = await codeLogin(phone, wrongCode(code));
    expect(fifth.code).toBe(2010107);
    // The code is dead now, even when typed right.
    const right = await codeLogin(phone, code);
    expect(right.code).toBe(2010107);
    expect(right.data).toBeNull();
  });

  it('checks the code length and the phone format with the spec texts', async () => {
    const short = await codeLogin('13800000001', '123');
    expect(short.msg).toBe('验证码长度不符合要求');
    const badPhone = await sendLogin('12345');
    expect(badPhone.code).toBe(2010102);
    expect(badPhone.msg).toBe('请填写正确格式的手机号码');
    const en = await call(t, 'GET', `${APP}/user/login/sendCode/12345`, { locale: 'en-US' });
    expect(en.msg).toBe('Enter a phone number in the correct format');
  });

  it('sends no code to an unregistered number', async () => {
    const phone = freshPhone();
    const res = await sendLogin(phone);
    expect(res.code).toBe(2010102);
    expect(res.msg).toBe('该手机号未注册');
    const { rows } = await t.db.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(0);
  });

  it('caps the codes a number gets per day', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024');
    await t.db.query(
      `INSERT INTO sms_code (phone, purpose, code_hash, expires_at, created_at)
       SELECT $1, 'register', repeat('0', 64), now(), now() - interval '10 minutes' FROM generate_series(1, $2::int)`,
      [phone, DAILY_CODE_CAP],
    );
    const res = await sendLogin(phone);
    expect(res.code).toBe(2010107);
    expect(res.msg).toBe('今日验证码发送次数已达上限');
  });

  it('answers a disabled account only after the code proved the owner', async () => {
    const phone = freshPhone();
    const id = await createUser(t, phone, 'Code@2024', jiangsu);
    await sendLogin(phone);
    const code = await codeFor(t, phone);
    await t.db.query('UPDATE app_user SET status = 0 WHERE id = $1', [id]);
    const res = await codeLogin(phone, code);
    expect(res.code).toBe(2010103);
    expect(res.msg).toBe('账号已停用，请联系超级管理员或运营人员');
  });

  it('supersedes the other client session like a password sign-in', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Code@2024', jiangsu);
    const old = await t.login(phone, 'Code@2024');
    await sendLogin(phone);
    expect((await codeLogin(phone, await codeFor(t, phone))).code).toBe(1000000);
    const res = await call(t, 'GET', `${APP}/userEnterprise/authorizationEnterpriseList`, { headers: t.headers(old) });
    expect(res.status).toBe(403);
  });
});

describe('existence check', () => {
  it('answers truthy data for a registered number and false otherwise', async () => {
    expect((await call(t, 'GET', `${APP}/user/login/checkExist/13800000001`)).data).toBe(true);
    expect((await call(t, 'GET', `${APP}/user/login/checkExist/${freshPhone()}`)).data).toBe(false);
  });

  it('is rate limited per address so numbers cannot be harvested (2010107)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await call(t, 'GET', `${APP}/user/login/checkExist/${freshPhone()}`)).code);
    expect(answers.slice(0, 20).every((c) => c === 1000000)).toBe(true);
    expect(answers.slice(20).every((c) => c === 2010107)).toBe(true);
    // Sending codes tells registration too, so it spends from the same budget.
    expect((await sendLogin('13800000001')).code).toBe(2010107);
  });
});

describe('password sign-in with the account name', () => {
  it('accepts the account instead of the phone', async () => {
    const phone = freshPhone();
    const id = await createUser(t, phone, 'Acct@2024', jiangsu);
    await t.db.query(`UPDATE app_user SET account = $2 WHERE id = $1`, [id, `acct${id}`]);
    const token = await t.login(`acct${id}`, 'Acct@2024');
    expect(token).toHaveLength(43);
  });
});
