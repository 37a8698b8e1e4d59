import { Alert, Button, Card, Form, Input, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../api/client';
import { isRefusedLogin, login } from '../api/users';
import { requiredText } from '../lib/formRules';
import { MSG } from '../messages';
import { AgreementCheckbox } from './AgreementCheckbox';
import { BrandMark } from './BrandMark';
import { homePath } from './routes';
import { startSession } from './session';

interface Credentials {
  username: string;
  password: string;
}

export function Login() {
  const [form] = Form.useForm<Credentials>();
  const [submitting, setSubmitting] = useState(false);
  /** Why the server refused the last attempt (a wrong password), shown under the form. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [, navigate] = useLocation();

  async function submit(values: Credentials) {
    setSubmitting(true);
    setRefusal(null);
    try {
      const name = values.username.trim();
      const reply = await login(name, values.password);
      // Known from the start, so an audit account's first calls already keep their modals shut.
      startSession(reply.token, reply.username ?? name);
      Message.success(MSG.login.success);
      navigate(homePath(), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && isRefusedLogin(failure.status)) setRefusal(shortened(failure.message));
      // Otherwise the API client has already shown why (the 网络请求错误 modal).
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="login-page">
      <Card className="login-card" bordered={false}>
        <div className="login-brand">
          <BrandMark />
          <h1>{MSG.login.title}</h1>
        </div>
        <Form form={form} layout="vertical" onSubmit={submit} onValuesChange={() => setRefusal(null)} autoComplete="on">
          <Form.Item
            label={MSG.login.username}
            field="username"
            rules={[{ required: true, validator: requiredText(MSG.login.usernameRequired) }]}
          >
            <Input placeholder={MSG.login.username} autoComplete="username" />
          </Form.Item>
          <Form.Item
            label={MSG.login.password}
            field="password"
            rules={[{ required: true, validator: requiredText(MSG.login.passwordRequired) }]}
          >
            <Input.Password placeholder={MSG.login.password} autoComplete="current-password" />
          </Form.Item>
          {refusal && <Alert className="login-refusal" type="error" content={refusal} />}
          <Form.Item>
            <Button type="primary" htmlType="submit" long loading={submitting}>
              {MSG.login.submit}
            </Button>
          </Form.Item>
          <AgreementCheckbox />
        </Form>
      </Card>
    </div>
  );
}

/** A service's refusal is a sentence; whatever else a broken gateway sends must not fill the login page. */
const REFUSAL_MAX = 200;

function shortened(text: string): string {
  const chars = [...text];
  return chars.length > REFUSAL_MAX ? `${chars.slice(0, REFUSAL_MAX).join('')}…` : text;
}
