import { Button, Tag } from '@arco-design/web-react';
import { IconCopy } from '@arco-design/web-react/icon';
import { isHttpUrl } from '../../../contract/products';
import { MSG } from './messages';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { copyText } from '../../ui/copyText';

/** A narrow column breaks a link after its origin, before ?s=, rather than inside the host name. */
function breakable(url: string) {
  const at = url.indexOf('/?');
  if (at < 0) return url;
  return (
    <>
      {url.slice(0, at)}
      <wbr />
      {url.slice(at)}
    </>
  );
}

/** A customization link with its copy button; the default one is marked (it carries no ?s=). */
export function LinkCell({ url, isDefault }: { url: string; isDefault: boolean }) {
  const copy = useSingleFlight(() => copyText(url));
  return (
    <div className="customization-link">
      {/* The address comes from the service: only an http(s) one becomes a link that opens. */}
      <a className="customization-link-url" href={isHttpUrl(url) ? url : undefined} target="_blank" rel="noreferrer">
        {breakable(url)}
      </a>
      <div className="customization-link-actions">
        {isDefault && (
          <Tag size="small" color="arcoblue">
            {MSG.links.defaultLink}
          </Tag>
        )}
        <Button size="mini" type="secondary" icon={<IconCopy />} loading={copy.pending} onClick={copy.click()}>
          {MSG.links.copy}
        </Button>
      </div>
    </div>
  );
}
