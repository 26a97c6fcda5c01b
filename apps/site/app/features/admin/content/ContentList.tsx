import { Link } from 'react-router';
import { Button, StarRating } from '@tembo/ui';
import type { ListColumn, ListLayout, ListSort } from '@tembo/data/admin';
import { postsType, testimonialsType } from '@tembo/data/admin';
import { paths } from '../../../config/paths.ts';
import { formatUsd } from '../../format/format.ts';
import { liveAfterBuild } from '../live-site/live-after-build.ts';
import { AdminList } from '../list/AdminList.tsx';
import { byText, newestFirst, type SortOption, type StateOption } from '../list/list-controls.ts';
import { StateBadge } from '../list/PublishedBadge.tsx';
import { RowActions } from '../list/RowActions.tsx';
import { adminPaths } from '../paths.ts';
import * as styles from '../shared/admin.css.ts';
import { formatDate } from '../shared/format.ts';
import { notify } from '../shared/notify.ts';
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
      return text.length > 90 ? `${text.slice(0, 90)}…` : text;
    case 'image':
      return (
        <img src={text} alt={textOf(row, column.alt)} className={styles.thumbnail} loading="lazy" />
      );
    case 'option':
      return column.options.find((option) => option.id === text)?.label ?? text;
    case 'state':
      return (
        <StateBadge
          on={on(row, column.field)}
          onLabel={column.onLabel ?? 'Published'}
          offLabel={column.offLabel ?? 'Draft'}
        />
      );
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

/**
 * /admin/{type}: every record of a content type, drafts included, as its declaration's list
 * layout describes: columns, search, sorts, the state filter and the row actions.
 */
export function ContentList({ type }: { type: AdminContentType }) {
  const { list, nameField, what } = type.admin;
  const query = type.useList();
  const remove = type.useRemove();
  const Action = list.action ? rowActions[list.action] : undefined;
  const sorts: SortOption<Row>[] = list.sorts.map((sort) => ({ ...sort, compare: comparer(sort) }));
  return (
    <AdminList
      title={list.title}
      description={list.description}
      noun={list.noun}
      query={query}
      publicHref={paths[list.publicPage]()}
      create={{ href: adminPaths.create(type.path), label: list.create }}
      searchText={(row) => list.search.map((field) => textOf(row, field)).join(' ')}
      sorts={sorts}
      states={statesOf(list.states)}
      columns={list.columns.map((column) => ({
        header: column.header,
        cell: (row: Row) => <Cell column={column} row={row} type={type} />,
      }))}
      actions={(row) => {
        const name = textOf(row, nameField);
        return (
          <RowActions
            type={type.path}
            id={row.id}
            name={name}
            what={what}
            editLabel={editLabelOf(type, name)}
            remove={remove}
          >
            {Action ? <Action row={row} /> : null}
          </RowActions>
        );
      }}
    />
  );
}
