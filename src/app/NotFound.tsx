import { Result } from '@arco-design/web-react';
import { Link } from 'wouter';
import { MSG } from '../messages';

export function NotFound() {
  return (
    <Result
      status="404"
      title={MSG.notFound.title}
      subTitle={MSG.notFound.text}
      extra={
        <Link href="/" className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square">
          {MSG.notFound.home}
        </Link>
      }
    />
  );
}
