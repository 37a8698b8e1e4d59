import { Button, Result } from '@arco-design/web-react';
import { Link } from 'wouter';
import { MSG } from '../messages';

export function NotFound() {
  return (
    <Result
      status="404"
      title={MSG.notFound.title}
      subTitle={MSG.notFound.text}
      extra={
        <Link href="/" asChild>
          <Button type="primary">{MSG.notFound.home}</Button>
        </Link>
      }
    />
  );
}
