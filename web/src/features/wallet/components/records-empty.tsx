import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/blocks.tsx';

/** An empty list of money records: what is missing and, where there is one, the action that starts one. */
export function RecordsEmpty(props: { title: string; body: string; action?: string; onAction?: () => void }) {
  return (
    <EmptyState
      icon={<FileOutline />}
      title={props.title}
      body={props.body}
      action={
        props.action ? (
          <Button color="primary" shape="rounded" onClick={props.onAction}>
            {props.action}
          </Button>
        ) : undefined
      }
    />
  );
}
