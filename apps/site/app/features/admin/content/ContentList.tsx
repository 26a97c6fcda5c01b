import { Link } from 'react-router';
import {
  Button,
  EmptyState,
  formatUsd,
  LinkButton,
  Select,
  StarRating,
  TextField,
} from '@tembo/ui';
import type { ListColumn, ListLayout, ListSort } from '@tembo/data/admin';
import { postsType, testimonialsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { liveAfterBuild } from '../live-site/live-after-build.ts';
import { scheduleBadge } from '../live-site/schedule-status.ts';
import { DeleteRecordButton } from '../editor/DeleteRecordButton.tsx';
import {
  allStates,
  applyListControls,
  asOption,
  byText,
  newestFirst,
  readListControls,
  useListParams,
  type SortOption,
  type StateOption,
} from '../list/list-controls.ts';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminTable } from '../common/AdminTable.tsx';
import { loadState } from '../common/load-state.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, excerptOf, formatDate } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import { focusPageTitle } from '../common/page-title.ts';
import type { AdminContentType } from './admin-types.ts';
import { editLabelOf } from './ContentForm.tsx';
import { fieldOf, textOf } from './field-of.ts';

type Row = { id: string };

/** Compares two rows by a sort's columns in turn. */
function comparer({ by }: ListSort) {
  return (a: Row, b: Row) => {
    for (const [column, direction] of by) {
      const [x, y] = [fieldOf(a, column), fieldOf(b, column)];
      const order =
        direction === 'newest'
          ? newestFirst(String(x), String(y))
          : typeof x === 'string' && typeof y === 'string'
            ? byText(x, y)
            : direction === 'desc'
              ? Number(y ?? -1) - Number(x ?? -1)
              : Number(x) - Number(y);
      if (order !== 0) return order;
    }
    return 0;
  };
}

const on = (row: Row, column: string) => fieldOf(row, column) === true;

/** The state filters: published and drafts, or approved and awaiting approval. */
function statesOf(states: ListLayout['states']): StateOption<Row>[] {
  if (states === 'published') {
    return [
      { id: 'published', label: 'Published', test: (row) => on(row, 'published') },
      { id: 'draft', label: 'Drafts', test: (row) => !on(row, 'published') },
    ];
  }
  if (states === 'approved') {
    return [
      { id: 'pending', label: 'Awaiting approval', test: (row) => !on(row, 'approved') },
      { id: 'approved', label: 'Approved', test: (row) => on(row, 'approved') },
    ];
  }
  return [];
}

/** A column's cell, by its kind. */
function Cell({ column, row, type }: { column: ListColumn; row: Row; type: AdminContentType }) {
  const text = textOf(row, column.field);
  switch (column.kind) {
    case 'link':
      return (
        <>
          <Link to={adminPaths.edit(type.path, row.id)} className={styles.link}>
            {text}
          </Link>
          {column.detail && textOf(row, column.detail) ? (
            <div className={styles.muted}>{textOf(row, column.detail)}</div>
          ) : null}
        </>
      );
    case 'text':
      return text;
    case 'money':
      return formatUsd(Number(fieldOf(row, column.field)));
    case 'date':
      return formatDate(text);
    case 'stars':
      return <StarRating value={Number(fieldOf(row, column.field))} />;
    case 'excerpt':
      return excerptOf(text);
    case 'image':
      return (
        <img src={text} alt={textOf(row, column.alt)} className={styles.thumbnail} loading="lazy" />
      );
    case 'option':
      return column.options.find((option) => option.id === text)?.label ?? text;
    case 'state': {
      // A published package or post its schedule keeps off the site says so.
      const live = on(row, column.field);
      const schedule = live ? scheduleBadge(row) : undefined;
      return (
        <span className={styles.badge} data-tone={live && !schedule ? 'positive' : undefined}>
          {schedule ?? (live ? (column.onLabel ?? 'Published') : (column.offLabel ?? 'Draft'))}
        </span>
      );
    }
  }
}

/** Publish or unpublish a post from the list, with the result in a toast. */
function PublishButton({ row }: { row: Row }) {
  const publish = postsType.usePatch({
    onSuccess: (saved) =>
      notify.success(
        saved.published ? `"${saved.title}" is published.` : `"${saved.title}" is a draft again.`,
        liveAfterBuild,
      ),
    onError: (error) => notify.error('The post was not changed.', error.message),
  });
  const published = on(row, 'published');
  return (
    <Button
      variant="ghost"
      size="sm"
      isDisabled={publish.isPending}
      aria-label={`${published ? 'Unpublish' : 'Publish'} ${textOf(row, 'title')}`}
      onPress={() => publish.mutate({ id: row.id, values: { published: !published } })}
    >
      {published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

/** Approve a waiting testimonial, or hide an approved one again. */
function ApproveButton({ row }: { row: Row }) {
  const approve = testimonialsType.usePatch({
    onSuccess: (saved) =>
      notify.success(
        saved.approved
          ? `The testimonial from ${saved.name} is approved and goes live on the site with the next build, in about a minute.`
          : `The testimonial from ${saved.name} is hidden from the site.`,
      ),
    onError: (error) => notify.error('The testimonial was not changed.', error.message),
  });
  const approved = on(row, 'approved');
  return (
    <Button
      variant={approved ? 'ghost' : 'soft'}
      size="sm"
      isDisabled={approve.isPending}
      aria-label={`${approved ? 'Hide' : 'Approve'} the testimonial from ${textOf(row, 'name')}`}
      onPress={() => approve.mutate({ id: row.id, values: { approved: !approved } })}
    >
      {approved ? 'Hide' : 'Approve'}
    </Button>
  );
}

const rowActions = { publish: PublishButton, approve: ApproveButton };

/** A row's actions: its type's own (publish, approve), then Edit and Delete (asked first). */
function RowActions({ type, row }: { type: AdminContentType; row: Row }) {
  const remove = type.useRemove();
  const { list, nameField, what } = type.admin;
  const Action = list.action ? rowActions[list.action] : undefined;
  const name = textOf(row, nameField);
  return (
    <div className={styles.rowActions}>
      {Action ? <Action row={row} /> : null}
      <LinkButton
        href={adminPaths.edit(type.path, row.id)}
        variant="ghost"
        size="sm"
        aria-label={editLabelOf(type, name)}
      >
        Edit
      </LinkButton>
      <DeleteRecordButton
        what={what}
        name={name}
        variant="ghost"
        size="sm"
        onDelete={() => remove.mutateAsync({ id: row.id })}
        // The row, and the button that had focus, are gone: the list's title takes it.
        onDeleted={focusPageTitle}
      />
    </div>
  );
}

/**
 * /admin/{type}: every record of a content type, drafts included, as its declaration's list
 * layout describes: search, sort and a state filter (kept in the URL), the rows in a table with
 * their actions, and loading, error and empty states.
 */
export function ContentList({ type }: { type: AdminContentType }) {
  const { title, description, noun, columns, ...list } = type.admin.list;
  const query = type.useList();
  const sorts: SortOption<Row>[] = list.sorts.map((sort) => ({ ...sort, compare: comparer(sort) }));
  const states = statesOf(list.states);
  const searchText = (row: Row) => list.search.map((field) => textOf(row, field)).join(' ');
  const create = { href: adminPaths.create(type.path), label: list.create };
  const [params, update] = useListParams();
  const controls = readListControls(params, sorts, states);

  const header = (
    <AdminPageHeader
      title={title}
      description={description}
      actions={
        <>
          <LinkButton href={paths[list.publicPage]()} variant="ghost">
            View on the site
          </LinkButton>
          <LinkButton href={create.href}>{create.label}</LinkButton>
        </>
      }
    />
  );

  if (!query.isSuccess) {
    return (
      <>
        {header}
        {loadState(query, `Loading the ${noun}s`, `The ${noun}s could not be loaded.`)}
      </>
    );
  }

  const rows = applyListControls(query.data, controls, { searchText, sorts, states });
  const filtered = controls.query !== '' || controls.state !== allStates;

  return (
    <>
      {header}
      <div role="search" className={styles.toolbar} aria-label={`Find ${noun}s`}>
        <TextField
          label="Search"
          value={controls.query}
          onChange={(value: string) => update('q', value, '')}
        />
        {states.length > 0 ? (
          <Select
            label="Status"
            options={[{ id: allStates, label: 'All' }, ...states].map(asOption)}
            value={controls.state}
            onChange={(key) => update('state', key ?? allStates, allStates)}
          />
        ) : null}
        <Select
          label="Sort by"
          options={sorts.map(asOption)}
          value={controls.sort}
          onChange={(key) => update('sort', key ?? sorts[0]?.id ?? '', sorts[0]?.id ?? '')}
        />
      </div>
      <p role="status" className={styles.muted}>
        {filtered
          ? `${countOf(rows.length, noun)} of ${query.data.length} shown.`
          : `${countOf(rows.length, noun)}.`}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          title={filtered ? `No ${noun}s match.` : `No ${noun}s yet.`}
          description={filtered ? 'Try other words or another status.' : undefined}
          action={filtered ? undefined : <LinkButton href={create.href}>{create.label}</LinkButton>}
        />
      ) : (
        <AdminTable
          label={title}
          columns={[...columns.map((column) => column.header), { hidden: 'Actions' }]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header}>
                  <Cell column={column} row={row} type={type} />
                </td>
              ))}
              <td>
                <RowActions type={type} row={row} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
