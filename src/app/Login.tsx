import { Alert, Button, Card, Input, Message } from '@arco-design/web-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../api/client';
import { isRefusedLogin, login } from '../api/users';
import { MSG } from '../messages';
import { AgreementCheckbox } from './AgreementCheckbox';
import { BrandMark } from './BrandMark';
import { homePath } from './routes';
import { returnPathFrom } from './returnPath';
import { startSession } from './session';

interface Credentials {
  username: string;
  password: string;
}

type Problems = Partial<Record<keyof Credentials, string>>;

/** Spec 2 §5: both fields are required; blank or whitespace-only fails a required text (spec 1 §5). */
function credentialProblems({ username, password }: Credentials): Problems {
  return {
    ...(username.trim() ? {} : { username: MSG.login.usernameRequired }),
    ...(password.trim() ? {} : { password: MSG.login.passwordRequired }),
  };
}

/**
 * The login form is two fields and a button, so it is plain React rather than Arco's Form: that Form
 * brings its store, its grid and several lodash modules into the first chunk, which every visit loads
 * before the console can start. Its look (label, red mark, message under the field) is kept in styles.css.
 */
export function Login() {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  /** Shown once a submit has been tried, then kept current as the fields change, as Arco's Form does. */
  const [problems, setProblems] = useState<Problems | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Why the server refused the last attempt (a wrong password), shown under the form. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const search = useSearch();

  function change(field: keyof Credentials, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setRefusal(null);
    if (problems) setProblems(credentialProblems(next));
  }

  /** What both fields' inputs take: their value, their label's id, and their message when there is one. */
  function fieldProps(field: keyof Credentials, id: string, describedBy: string | undefined) {
    return {
      id,
      'aria-describedby': describedBy,
      'aria-invalid': Boolean(problems?.[field]),
      status: problems?.[field] ? ('error' as const) : undefined,
      placeholder: MSG.login[field],
      value: values[field],
      onChange: (value: string) => change(field, value),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = credentialProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setRefusal(null);
    try {
      const name = values.username.trim();
      const reply = await login(name, values.password);
      // Known from the start, so an audit account's first calls already keep their modals shut.
      startSession(reply.token, reply.username ?? name);
      Message.success(MSG.login.success);
      // Spec 2 §2's target, unless the merchant came here from a page of the console (returnPath.ts).
      navigate(returnPathFrom(search) ?? homePath(), { replace: true });
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
        <form className="login-form" onSubmit={submit} autoComplete="on" noValidate>
          <LoginField label={MSG.login.username} problem={problems?.username}>
            {(id, describedBy) => <Input {...fieldProps('username', id, describedBy)} autoComplete="username" />}
          </LoginField>
          <LoginField label={MSG.login.password} problem={problems?.password}>
            {(id, describedBy) => <Input.Password {...fieldProps('password', id, describedBy)} autoComplete="current-password" />}
          </LoginField>
          {refusal && <Alert className="login-refusal" type="error" content={refusal} />}
          <Button className="login-submit" type="primary" htmlType="submit" long loading={submitting}>
            {MSG.login.submit}
          </Button>
          <AgreementCheckbox />
        </form>
      </Card>
    </div>
  );
}

/** A required field: its label with the red mark, the control, and what is wrong with it underneath. */
function LoginField({ label, problem, children }: { label: string; problem: string | undefined; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="login-field">
      <label htmlFor={id}>
        <span className="login-field-mark" aria-hidden="true">
          *
        </span>
        {label}
      </label>
      {children(id, problem ? problemId : undefined)}
      {problem && (
        <div id={problemId} className="login-field-problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

/** A service's refusal is a sentence; whatever else a broken gateway sends must not fill the login page. */
const REFUSAL_MAX = 200;

function shortened(text: string): string {
  const chars = [...text];
  return chars.length > REFUSAL_MAX ? `${chars.slice(0, REFUSAL_MAX).join('')}…` : text;
}
