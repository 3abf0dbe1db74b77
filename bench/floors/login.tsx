// Benchmark floor (bench/browser-pages.ts): the least a sign-in screen with the product's antd parts can
// ship — React, and antd's ConfigProvider, Tabs, Form, Input, Button and Spin, imported the same way the
// product's login route imports them (antd/es/*). No router, i18n, request layer or styles of our own.
import { createRoot } from 'react-dom/client';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';

function PasswordForm() {
  return (
    <Form layout="vertical" onFinish={() => undefined}>
      <Form.Item name="phone" rules={[{ required: true }]}>
        <Input placeholder="手机号" data-testid="login-phone" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true }]}>
        <Input.Password placeholder="密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block data-testid="login-submit">
        登录
      </Button>
    </Form>
  );
}

function CodeForm() {
  return (
    <Form layout="vertical">
      <Form.Item name="phone">
        <Input placeholder="手机号" />
      </Form.Item>
      <Form.Item name="code">
        <Input placeholder="验证码" addonAfter={<Button type="link">获取验证码</Button>} />
      </Form.Item>
      <Button type="primary" block>
        登录
      </Button>
    </Form>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider>
    <Spin spinning={false}>
      <Tabs items={[{ key: 'password', label: '密码登录', children: <PasswordForm /> }, { key: 'code', label: '验证码登录', children: <CodeForm /> }]} />
    </Spin>
  </ConfigProvider>,
);
