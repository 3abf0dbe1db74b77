import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';
import { APP, call, codeFor, createUser, forgetSendTimes, freshPhone, OPS, wrongCode } from './identity-signin-support';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let jiangsu: number;
beforeAll(async () => {
  t = await createTestApp({ schemas: [], logger: { level: 'debug', stream: capture } });
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
});
afterAll(() => t?.close());
beforeEach(() => t.db.query('DELETE FROM rate_event'));

const pw = prehashPassword;

async function signedInUser(password = 'Start@2024') {
  const phone = freshPhone();
  const id = await createUser(t, phone, password, jiangsu);
  const token = await t.login(phone, password);
  return { id, phone, token, headers: t.headers(token, jiangsu) };
}

describe('user centre: name', () => {
  it('changes the name and shows it in user/center/info', async () => {
    const u = await signedInUser();
    const res = await call(t, 'PUT', `${APP}/user/center/update/name`, { headers: u.headers, payload: { name: '赵六' } });
    expect(res.code).toBe(1000000);
    const info = await call(t, 'GET', `${APP}/user/center/info`, { headers: u.headers });
    expect((info.data as { name: string }).name).toBe('赵六');
  });

  it('refuses an empty, too long or malformed name with the spec texts', async () => {
    const u = await signedInUser();
    const name = (v: string) => call(t, 'PUT', `${APP}/user/center/update/name`, { headers: u.headers, payload: { name: v } });
    expect((await name('')).msg).toBe('请输入名字');
    expect((await name('十一个字的名字一二三四')).msg).toBe('姓名格式不符合要求');
    expect((await name('Bob<script>')).msg).toBe('姓名格式不符合要求');
    expect((await name('Tom Lee')).code).toBe(1000000);
  });

  it('needs a session', async () => {
    const res = await call(t, 'PUT', `${APP}/user/center/update/name`, { payload: { name: '赵六' } });
    expect(res.status).toBe(401);
  });
});

describe('user centre: password', () => {
  it('changes the password with a code to the current phone and ends every session', async () => {
    const u = await signedInUser('Start@2024');
    expect((await call(t, 'GET', `${APP}/user/send/password/code`, { headers: u.headers })).code).toBe(1000000);
    const code = await codeFor(t, u.phone, 'changePassword');
    const short = await call(t, 'PUT', `${APP}/user/center/update/password`, { headers: u.headers, payload: { code: '12345', password: pw('Next@2024'), phone: u.phone } });
    expect(short.msg).toBe('验证码长度不符合要求');
    const wrong = await call(t, 'PUT', `${APP}/user/center/update/password`, {
      headers: u.headers,
      payload: { code: wrongCode(code), password: pw('Next@2024'), phone: u.phone },
    });
    expect(wrong.msg).toBe('验证码错误，请输入正确的验证码');
    const ok = await call(t, 'PUT', `${APP}/user/center/update/password`, { headers: u.headers, payload: { code, password: pw('Next@2024'), phone: u.phone } });
    expect(ok.code).toBe(1000000);
    // The session that made the change is gone too: fresh sign-in.
    expect((await call(t, 'GET', `${APP}/user/center/info`, { headers: u.headers })).status).toBe(401);
    await expect(t.login(u.phone, 'Start@2024')).rejects.toThrow();
    expect(await t.login(u.phone, 'Next@2024')).toHaveLength(43);
  });

  it('only accepts a pre-hashed password', async () => {
    const u = await signedInUser();
    await call(t, 'GET', `${APP}/user/send/password/code`, { headers: u.headers });
    const res = await call(t, 'PUT', `${APP}/user/center/update/password`, {
      headers: u.headers,
      payload: { code: await codeFor(t, u.phone), password: 'Plain@2024', phone: u.phone },
    });
    expect(res.code).toBe(2010102);
  });

  it('repeated wrong codes answer 2010107', async () => {
    const u = await signedInUser();
    await call(t, 'GET', `${APP}/user/send/password/code`, { headers: u.headers });
    const code = await codeFor(t, u.phone);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await call(t, 'PUT', `${APP}/user/center/update/password`, { headers: u.headers, payload: { code: wrongCode(code), password: pw('Next@2024') } })).code);
    }
    expect(codes).toEqual([2010102, 2010102, 2010102, 2010102, 2010107, 2010107]);
  });
});

describe('user centre: phone in two steps', () => {
  it('verifies the current phone, then binds the new one and ends every session', async () => {
    const u = await signedInUser('Start@2024');
    const next = freshPhone();
    // Step 2 before step 1 is refused, and no code goes to the new number.
    const early = await call(t, 'GET', `${APP}/user/send/phoneNumber/code?phoneNumber=${next}`, { headers: u.headers });
    expect(early.code).toBe(2010102);
    expect((await t.db.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [next])).rows).toHaveLength(0);

    expect((await call(t, 'GET', `${APP}/user/send/phoneNumber/code`, { headers: u.headers })).code).toBe(1000000);
    const oldCode = await codeFor(t, u.phone, 'changePhoneOld');
    const wrong = await call(t, 'PUT', `${APP}/user/center/phone/validate`, { headers: u.headers, payload: { code: wrongCode(oldCode), phoneNumber: u.phone } });
    expect(wrong.msg).toBe('验证码错误，请输入正确的验证码');
    expect((await call(t, 'PUT', `${APP}/user/center/phone/validate`, { headers: u.headers, payload: { code: oldCode, phoneNumber: u.phone } })).code).toBe(1000000);

    const takenSend = await call(t, 'GET', `${APP}/user/send/phoneNumber/code?phoneNumber=13800000001`, { headers: u.headers });
    expect(takenSend.msg).toBe('该手机号已注册');
    expect((await call(t, 'GET', `${APP}/user/send/phoneNumber/code?phoneNumber=${next}`, { headers: u.headers })).code).toBe(1000000);
    const newCode = await codeFor(t, next, 'changePhoneNew');
    const takenChange = await call(t, 'PUT', `${APP}/user/center/update/phone`, { headers: u.headers, payload: { code: newCode, phoneNumber: '13800000002' } });
    expect(takenChange.msg).toBe('该手机号已注册');
    const ok = await call(t, 'PUT', `${APP}/user/center/update/phone`, { headers: u.headers, payload: { code: newCode, phoneNumber: next } });
    expect(ok.code).toBe(1000000);
    expect((await call(t, 'GET', `${APP}/user/center/info`, { headers: u.headers })).status).toBe(401);
    expect(await t.login(next, 'Start@2024')).toHaveLength(43);
    await expect(t.login(u.phone, 'Start@2024')).rejects.toThrow();
  });

  it('refuses a step-1 phone that is not the user’s own', async () => {
    const u = await signedInUser();
    await call(t, 'GET', `${APP}/user/send/phoneNumber/code`, { headers: u.headers });
    const code = await codeFor(t, u.phone);
    const res = await call(t, 'PUT', `${APP}/user/center/phone/validate`, { headers: u.headers, payload: { code, phoneNumber: '13800000001' } });
    expect(res.msg).toBe('验证码错误，请输入正确的验证码');
  });

  it('checks the new number format with the spec texts', async () => {
    const u = await signedInUser();
    await call(t, 'GET', `${APP}/user/send/phoneNumber/code`, { headers: u.headers });
    await call(t, 'PUT', `${APP}/user/center/phone/validate`, { headers: u.headers, payload: { code: await codeFor(t, u.phone), phoneNumber: u.phone } });
    const empty = await call(t, 'PUT', `${APP}/user/center/update/phone`, { headers: u.headers, payload: { code: '123456', phoneNumber: '' } });
    expect(empty.msg).toBe('手机号码不能为空');
    const bad = await call(t, 'PUT', `${APP}/user/center/update/phone`, { headers: u.headers, payload: { code: '123456', phoneNumber: '1234' } });
    expect(bad.msg).toBe('请填写正确格式的手机号码');
  });
});

describe('enterprise certification', () => {
  it('stores a request with a valid credit code and lists it for the user only', async () => {
    const u = await signedInUser();
    const bad = await call(t, 'POST', `${APP}/userEnterprise/certification`, { headers: u.headers, payload: { enterpriseName: '测试企业', socialCreditCode: '91320000000000000X' } });
    expect(bad.code).toBe(2010102);
    const code = '91350100M000100Y43';
    const ok = await call(t, 'POST', `${APP}/userEnterprise/certification`, { headers: u.headers, payload: { enterpriseName: '测试企业', socialCreditCode: code } });
    expect(ok.code).toBe(1000000);
    expect((ok.data as { status: number }).status).toBe(1);
    const dup = await call(t, 'POST', `${APP}/userEnterprise/certification`, { headers: u.headers, payload: { enterpriseName: '测试企业', socialCreditCode: code } });
    expect(dup.code).toBe(2010108);
    const mine = await call(t, 'GET', `${APP}/userEnterprise/certification/list`, { headers: u.headers });
    expect((mine.data as unknown[]).length).toBe(1);
    const other = await signedInUser();
    const theirs = await call(t, 'GET', `${APP}/userEnterprise/certification/list`, { headers: other.headers });
    expect(theirs.data).toEqual([]);
  });
});

describe('back office', () => {
  it('lists the SMS outbox to operations only, paged and newest first', async () => {
    const u = await signedInUser();
    await forgetSendTimes(t);
    await call(t, 'GET', `${APP}/user/send/password/code`, { headers: u.headers });
    expect((await call(t, 'GET', `${OPS}/sms/outbox/page`, { headers: t.headers(u.token) })).status).toBe(401);
    const admin = await t.adminLogin('admin', 'Admin@2024');
    const page = await call(t, 'GET', `${OPS}/sms/outbox/page?pageNum=1&pageSize=10&phone=${u.phone}`, { headers: t.headers(admin) });
    const data = page.data as { records: { phone: string; text: string }[]; total: number };
    expect(data.total).toBe(1);
    expect(data.records[0].phone).toBe(u.phone);
    expect(data.records[0].text).toContain(await codeFor(t, u.phone));
    const all = await call(t, 'GET', `${OPS}/sms/outbox/page?pageSize=10`, { headers: t.headers(admin) });
    expect((all.data as { records: unknown[] }).records.length).toBeLessThanOrEqual(10);
  });

  it('lets the operations user change the name, check existence and change the phone', async () => {
    const phone = freshPhone();
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO app_user (phone, account, name, password_hash, is_admin_area, admin_role_id)
       SELECT $1, $2, '运营乙', password_hash, true, admin_role_id FROM app_user WHERE account = 'admin' RETURNING id`,
      [phone, `ops${phone.slice(-6)}`],
    );
    const account = `ops${phone.slice(-6)}`;
    const admin = await t.adminLogin(account, 'Admin@2024');
    const h = t.headers(admin);
    expect((await call(t, 'GET', `${OPS}/user/updateName?name=${encodeURIComponent('运营丙')}`, { headers: h })).code).toBe(1000000);
    expect((await call(t, 'GET', `${OPS}/user/info`, { headers: h })).data).toMatchObject({ name: '运营丙' });
    expect((await call(t, 'GET', `${OPS}/user/login/checkExist/admin`, { headers: h })).data).toBe(true);
    expect((await call(t, 'GET', `${OPS}/user/login/checkExist/nobody-here`, { headers: h })).data).toBe(false);

    await call(t, 'GET', `${OPS}/user/send/phoneNumber/code`, { headers: h });
    expect((await call(t, 'PUT', `${OPS}/user/phone/validate`, { headers: h, payload: { code: await codeFor(t, phone), phoneNumber: phone } })).code).toBe(1000000);
    const next = freshPhone();
    await call(t, 'GET', `${OPS}/user/send/phoneNumber/code?phoneNumber=${next}`, { headers: h });
    expect((await call(t, 'PUT', `${OPS}/user/update/phone`, { headers: h, payload: { code: await codeFor(t, next), phoneNumber: next } })).code).toBe(1000000);
    expect((await t.db.query<{ phone: string }>('SELECT phone FROM app_user WHERE id = $1', [rows[0].id])).rows[0].phone).toBe(next);
    expect((await call(t, 'GET', `${OPS}/user/info`, { headers: h })).status).toBe(401);
  });

  it('changes a back-office password with a code, without telling whether the account exists', async () => {
    const phone = freshPhone();
    const account = `opsp${phone.slice(-6)}`;
    await t.db.query(
      `INSERT INTO app_user (phone, account, name, password_hash, is_admin_area, admin_role_id)
       SELECT $1, $2, '运营丁', password_hash, true, admin_role_id FROM app_user WHERE account = 'admin'`,
      [phone, account],
    );
    const unknown = await call(t, 'GET', `${OPS}/user/login/modifyPassword/sendCode/no-such-account`);
    const known = await call(t, 'GET', `${OPS}/user/login/modifyPassword/sendCode/${account}`);
    expect(unknown.code).toBe(1000000);
    expect(known.code).toBe(1000000);
    const code = await codeFor(t, phone, 'modifyPassword');
    const res = await call(t, 'PUT', `${OPS}/user/login/password/update`, { payload: { account, code, password: pw('Fresh@2024') } });
    expect(res.code).toBe(1000000);
    expect(await t.adminLogin(account, 'Fresh@2024')).toHaveLength(43);
  });
});

describe('secrets', () => {
  it('never appear in logs or responses: passwords, pre-hashes, codes, tokens', async () => {
    lines.length = 0;
    const u = await signedInUser('Secret@2024');
    await forgetSendTimes(t);
    const bodies: string[] = [];
    bodies.push((await call(t, 'GET', `${APP}/user/login/sendCode/${u.phone}`)).body);
    const code = await codeFor(t, u.phone, 'login');
    const login = await call(t, 'POST', `${APP}/auth/login/phoneVerifyCode`, { payload: { phone: u.phone, code, clientType: 0 } });
    const token = (login.data as { token: string }).token;
    bodies.push((await call(t, 'GET', `${APP}/user/send/password/code`, { headers: t.headers(token, jiangsu) })).body);
    const code2 = await codeFor(t, u.phone, 'changePassword');
    bodies.push((await call(t, 'PUT', `${APP}/user/center/update/password`, { headers: t.headers(token, jiangsu), payload: { code: code2, password: pw('Other@2024') } })).body);
    const regPhone = freshPhone();
    await call(t, 'GET', `${APP}/user/register/sendCode/${regPhone}`);
    const code3 = await codeFor(t, regPhone);
    bodies.push((await call(t, 'POST', `${APP}/user/register`, { payload: { phone: regPhone, code: code3, name: '钱七', password: pw('Regist@2024') } })).body);

    const logs = lines.join('\n');
    expect(logs).toContain('sms stored in outbox');
    for (const secret of [code, code2, code3, token, pw('Secret@2024'), pw('Other@2024'), pw('Regist@2024'), 'Secret@2024']) {
      expect(logs).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
    // Phones are masked in our own log lines.
    expect(lines.filter((l) => l.includes('sms stored in outbox')).every((l) => !l.includes(u.phone))).toBe(true);
  });
});
