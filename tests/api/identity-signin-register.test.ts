import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';
import { APP, call, codeFor, createUser, freshPhone, wrongCode } from './identity-signin-support';

let t: TestApp;
let jiangsu: number;
beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
});
afterAll(() => t?.close());
beforeEach(() => t.db.query('DELETE FROM rate_event'));

const pw = prehashPassword;

describe('registration', () => {
  it('registers a new phone with code, name and password, then signs in with them', async () => {
    const phone = freshPhone();
    expect((await call(t, 'GET', `${APP}/user/register/sendCode/${phone}`)).code).toBe(1000000);
    const code = await codeFor(t, phone, 'register');
    const res = await call(t, 'POST', `${APP}/user/register`, { payload: { phone, code, name: '王小明', password: pw('Regist@2024') } });
    expect(res.code).toBe(1000000);
    expect(res.body).not.toContain(pw('Regist@2024'));
    const { rows } = await t.db.query<{ name: string; password_hash: string }>('SELECT name, password_hash FROM app_user WHERE phone = $1', [phone]);
    expect(rows[0].name).toBe('王小明');
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(await t.login(phone, 'Regist@2024')).toHaveLength(43);
    expect((await call(t, 'GET', `${APP}/user/login/checkExist/${phone}`)).data).toBe(true);
  });

  it('refuses an already registered phone with 该手机号已注册 (send and submit)', async () => {
    const sent = await call(t, 'GET', `${APP}/user/register/sendCode/13800000001`);
    expect(sent.msg).toBe('该手机号已注册');
    const res = await call(t, 'POST', `${APP}/user/register`, {
      payload: { phone: '13800000001', code: '123456', name: '张伟', password: pw('Other@2024') },
    });
    expect(res.msg).toBe('该手机号已注册');
    expect(await t.login('13800000001', 'Demo@2024')).toHaveLength(43);
  });

  it('checks the name and the code', async () => {
    const phone = freshPhone();
    await call(t, 'GET', `${APP}/user/register/sendCode/${phone}`);
    const code = await codeFor(t, phone);
    const noName = await call(t, 'POST', `${APP}/user/register`, { payload: { phone, code, name: ' ', password: pw('Regist@2024') } });
    expect(noName.msg).toBe('请输入名字');
    const longName = await call(t, 'POST', `${APP}/user/register`, { payload: { phone, code, name: '一二三四五六七八九十一', password: pw('Regist@2024') } });
    expect(longName.msg).toBe('姓名格式不符合要求');
    const wrong = await call(t, 'POST', `${APP}/user/register`, { payload: { phone, code: wrongCode(code), name: '王五', password: pw('Regist@2024') } });
    expect(wrong.msg).toBe('验证码错误，请输入正确的验证码');
    const plain = await call(t, 'POST', `${APP}/user/register`, { payload: { phone, code, name: '王五', password: 'Regist@2024' } });
    expect(plain.code).toBe(2010102);
    const { rows } = await t.db.query('SELECT 1 FROM app_user WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(0);
  });
});

describe('forgotten password', () => {
  it('resets the password with a code and ends every session', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Old@20240', jiangsu);
    const token = await t.login(phone, 'Old@20240');
    expect((await call(t, 'GET', `${APP}/user/forgetPassword/sendCode/${phone}`)).code).toBe(1000000);
    const code = await codeFor(t, phone, 'forgetPassword');
    const res = await call(t, 'POST', `${APP}/user/forgetPassword`, { payload: { phone, code, password: pw('New@20240') } });
    expect(res.code).toBe(1000000);
    expect((await call(t, 'GET', `${APP}/userEnterprise/authorizationEnterpriseList`, { headers: t.headers(token) })).status).toBe(401);
    await expect(t.login(phone, 'Old@20240')).rejects.toThrow();
    expect(await t.login(phone, 'New@20240')).toHaveLength(43);
  });

  it('lifts a password lockout once the owner proved the phone', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Old@20240');
    for (let i = 0; i < 5; i++) await t.login(phone, 'Bad@20240').catch(() => undefined);
    await expect(t.login(phone, 'Old@20240')).rejects.toThrow(/2010107/);
    await call(t, 'GET', `${APP}/user/forgetPassword/sendCode/${phone}`);
    await call(t, 'POST', `${APP}/user/forgetPassword`, { payload: { phone, code: await codeFor(t, phone), password: pw('New@20240') } });
    expect(await t.login(phone, 'New@20240')).toHaveLength(43);
  });

  it('changes the password through user/login/modifyPassword as well', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Old@20240');
    expect((await call(t, 'GET', `${APP}/user/login/modifyPassword/sendCode/${phone}`)).code).toBe(1000000);
    const code = await codeFor(t, phone, 'modifyPassword');
    const bad = await call(t, 'PUT', `${APP}/user/login/password/update`, { payload: { phone, code: wrongCode(code), password: pw('New@20240') } });
    expect(bad.msg).toBe('验证码错误，请输入正确的验证码');
    const ok = await call(t, 'PUT', `${APP}/user/login/password/update`, { payload: { phone, code, password: pw('New@20240') } });
    expect(ok.code).toBe(1000000);
    expect(await t.login(phone, 'New@20240')).toHaveLength(43);
  });

  it('does not accept a code of another purpose', async () => {
    const phone = freshPhone();
    await createUser(t, phone, 'Old@20240');
    await call(t, 'GET', `${APP}/user/login/sendCode/${phone}`);
    const loginCode = await codeFor(t, phone, 'login');
    const res = await call(t, 'POST', `${APP}/user/forgetPassword`, { payload: { phone, code: loginCode, password: pw('New@20240') } });
    expect(res.code).toBe(2010102);
    expect(await t.login(phone, 'Old@20240')).toHaveLength(43);
  });
});

describe('third-party sign-in and logout URL', () => {
  it('answers 2010104 when no third-party service is configured', async () => {
    const res = await call(t, 'POST', `${APP}/auth/login/haitian`, { payload: { phone: '13800000001', password: 'x', clientType: 0 } });
    expect(res.code).toBe(2010104);
    expect(res.msg).toBe('第三方登录未配置');
  });

  it('answers the configured post-logout URL, #/login by default', async () => {
    const res = await call(t, 'GET', `${APP}/login/out/url`);
    expect(res.data).toBe('#/login');
  });
});

describe('configured providers', () => {
  let hook: Server;
  let received: { url?: string; body: Record<string, unknown> }[] = [];
  let other: TestApp;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    hook = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      received.push({ url: req.url, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/haitian') {
        const ok = body.password === 'third-party-secret';
        res.end(JSON.stringify(ok ? { code: 200, data: { phone: body.phone } } : { code: 500, msg: 'bad' }));
      } else res.end('{}');
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const port = (hook.address() as AddressInfo).port;
    process.env.SMS_PROVIDER = 'webhook';
    process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${port}/sms`;
    process.env.HAITIAN_LOGIN_URL = `http://127.0.0.1:${port}/haitian`;
    process.env.LOGOUT_REDIRECT_URL = 'https://sso.example.com/logout';
    try {
      other = await createTestApp({ schemas: [] });
    } finally {
      for (const k of ['SMS_PROVIDER', 'SMS_WEBHOOK_URL', 'HAITIAN_LOGIN_URL', 'LOGOUT_REDIRECT_URL']) delete process.env[k];
    }
  });
  afterAll(async () => {
    await other?.close();
    await new Promise((r) => hook.close(r));
  });

  it('webhook provider POSTs the message as JSON and stores nothing in the outbox', async () => {
    received = [];
    const res = await call(other, 'GET', `${APP}/user/login/sendCode/13800000002`);
    expect(res.code).toBe(1000000);
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/sms');
    expect(received[0].body.phone).toBe('13800000002');
    expect(received[0].body.purpose).toBe('login');
    const code = /(\d{6})/.exec(String(received[0].body.text))![1];
    const { rows } = await other.db.query('SELECT 1 FROM sms_outbox');
    expect(rows).toHaveLength(0);
    const login = await call(other, 'POST', `${APP}/auth/login/phoneVerifyCode`, { payload: { phone: '13800000002', code, clientType: 0 } });
    expect(login.code).toBe(1000000);
  });

  it('third-party sign-in opens a session for the confirmed phone and refuses otherwise', async () => {
    const ok = await call(other, 'POST', `${APP}/auth/login/haitian`, { payload: { phone: '13800000001', password: 'third-party-secret', clientType: 0 } });
    expect(ok.code).toBe(1000000);
    expect((ok.data as { phone: string }).phone).toBe('13800000001');
    const bad = await call(other, 'POST', `${APP}/auth/login/haitian`, { payload: { phone: '13800000001', password: 'wrong', clientType: 0 } });
    expect(bad.code).toBe(2010102);
    expect(bad.msg).toBe('账号或密码错误');
  });

  it('answers the configured logout URL', async () => {
    expect((await call(other, 'GET', `${APP}/login/out/url`)).data).toBe('https://sso.example.com/logout');
  });
});
