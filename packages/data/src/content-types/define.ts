import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { sessionRead, sessionWrite } from '../auth/supabase-context.tsx';
import type { Tables, TablesInsert } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type ConstraintMessages } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { AdminLayout, AdminPath } from './admin-layout.ts';

/** The tables the admin edits as records (list, create, edit, delete). */
export type ContentTable =
  'packages' | 'destinations' | 'accommodations' | 'blog_posts' | 'testimonials' | 'gallery';

/** One content type, declared once: the data layer, the mocks and the admin derive from it. */
export interface ContentTypeDeclaration<
  Table extends ContentTable,
  Schema extends z.ZodMiniType<Partial<TablesInsert<Table>>>,
  ListRow,
> {
  table: Table;
  path: AdminPath;
  /**
   * What the admin pages call it. The titles follow from `admin.what` ('New safari package',
   * 'Edit safari package'), the list's name from `admin.list.noun` ('packages') and the edit
   * page's heading from `admin.nameField` ('Edit 3-Day Bwindi Gorilla Trekking Safari'); a
   * declaration writes one only where it says something else.
   */
  labels?: DeclaredLabels<Table>;
  /** The root of the type's query keys (its domain's in keys.ts); every write invalidates it. */
  key: string;
  /** The admin form's schema: its limits and sentences mirror the table's constraints. */
  schema: Schema;
  /** The numbers of the table's CHECK constraints, by column (limits.ts), for the form's inputs. */
  limits: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The sentences for a record that is gone. */
  messages: { notFound: string; deleted: string };
  /** The table's constraints as form sentences. */
  constraints: ConstraintMessages;
  /** Where and in which order the admin list reads. */
  list: {
    order: readonly (readonly [column: string, ascending?: boolean])[];
    /** A view to read instead of the table, with its row mapping. */
    view?: { name: 'blog_post_summaries'; row: (row: never) => ListRow };
  };
  /** Other queries a write makes stale (site search). */
  alsoInvalidates?: readonly QueryKey[];
  /** The admin's list page and form, as data. */
  admin: AdminLayoutDeclaration;
}

interface Labels<Table extends ContentTable> {
  /** The create page's title, e.g. 'New safari package'. */
  new: string;
  /** The edit page's title while the record loads, e.g. 'Edit safari package'. */
  edit: string;
  /** The list, as the back link names it, e.g. 'packages'. */
  plural: string;
  /** The edit page's title once the record is there. */
  heading: (row: Tables<Table>) => string;
}

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

type DeclaredLabels<Table extends ContentTable> = Partial<Labels<Table>>;

/**
 * The admin layout as a declaration writes it, unless it says otherwise: the create form's name
 * is the create page's title (`labels.new`, 'New safari package'), and the list's create button,
 * the form's create button and the toasts follow from `list.noun` ('New package', 'Create
 * package', 'Package created.', 'Package saved.'). The list links to the public page named as
 * the admin's `path`.
 */
type AdminLayoutDeclaration = Omit<AdminLayout, 'list' | 'form'> & {
  list: Optional<Omit<AdminLayout['list'], 'publicPage'>, 'create'>;
  form: Optional<AdminLayout['form'], 'newLabel' | 'createLabel' | 'created' | 'saved'>;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The labels a declaration left out, from what it calls one record, and its public page. */
function withLabels<Table extends ContentTable>(
  labels: DeclaredLabels<Table> = {},
  { what, list, form, ...admin }: AdminLayoutDeclaration,
  publicPage: AdminPath,
): { labels: Labels<Table>; admin: AdminLayout } {
  const { noun } = list;
  const newLabel = labels.new ?? `New ${what}`;
  return {
    labels: {
      edit: `Edit ${what}`,
      plural: `${noun}s`,
      heading: (row) => `Edit ${String(row[admin.nameField as keyof typeof row])}`,
      ...labels,
      new: newLabel,
    },
    admin: {
      ...admin,
      what,
      list: { create: `New ${noun}`, publicPage, ...list },
      form: {
        newLabel,
        createLabel: `Create ${noun}`,
        created: `${capitalized(noun)} created.`,
        saved: `${capitalized(noun)} saved.`,
        ...form,
      },
    },
  };
}

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** A column's value when the form has nothing usable for it: its default, null or an empty list. */
function blankOf(field: Parser): unknown {
  for (const candidate of [undefined, null, []]) {
    const result = field.safeParse(candidate);
    if (result.success) return result.data;
  }
  return null;
}

export interface SaveVariables<Values> {
  /** Absent when creating. */
  id?: string | undefined;
  values: Values;
}

/** The relation the generic code reads, typed as one table so postgrest-js accepts the calls. */
function from(client: DataClient, relation: string) {
  return client.from(relation as 'packages');
}

/**
 * The admin reads and writes of a content type, from its declaration: the list (drafts
 * included: RLS shows them to admins only), one record for the edit form, create, update,
 * a partial update without the form (publish, approve) and delete, with their query keys and
 * the invalidation every write does.
 */
export function defineContentType<
  Table extends ContentTable,
  Schema extends z.ZodMiniType<Partial<TablesInsert<Table>>>,
  ListRow = Tables<Table>,
>(declaration: ContentTypeDeclaration<Table, Schema, ListRow>) {
  type Row = Tables<Table>;
  type Values = z.input<Schema>;
  const { table, schema, messages, constraints, list } = declaration;
  const { shape } = schema as unknown as { shape: Record<string, Parser> };
  const keys = {
    all: [declaration.key] as const,
    adminList: () => [declaration.key, 'admin', 'list'] as const,
    adminDetail: (id: string) => [declaration.key, 'admin', 'detail', id] as const,
  };
  const invalidates = [keys.all, ...(declaration.alsoInvalidates ?? [])];

  async function getList(client: DataClient, signal?: AbortSignal): Promise<ListRow[]> {
    let query = from(client, list.view?.name ?? table).select('*');
    for (const [column, ascending = true] of list.order) {
      query = query.order(column as 'title', ascending ? undefined : { ascending });
    }
    const rows = unwrap(await abortable(query, signal)) as unknown[];
    const view = list.view;
    return view ? rows.map((row) => view.row(row as never)) : (rows as ListRow[]);
  }

  async function getRecord(
    client: DataClient,
    { id }: { id: string },
    signal?: AbortSignal,
  ): Promise<Row> {
    if (!uuidPattern.test(id)) throw notFoundError(messages.notFound);
    const row = unwrap(
      await abortable(from(client, table).select('*').eq('id', id), signal).maybeSingle(),
    );
    if (!row) throw notFoundError(messages.notFound);
    return row as unknown as Row;
  }

  /** Inserts (no id) or updates (an id) the form's values and returns the stored row. */
  async function save(client: DataClient, { id, values }: SaveVariables<Values>): Promise<Row> {
    if (id !== undefined && !uuidPattern.test(id)) throw notFoundError(messages.notFound);
    const input = parseInput(schema, values) as TablesInsert<'packages'>;
    const write =
      id === undefined
        ? from(client, table).insert(input)
        : from(client, table).update(input).eq('id', id);
    return unwrap(await write.select().single(), constraints) as unknown as Row;
  }

  /**
   * Changes some columns without the form (publish, approve); a refusal gets the constraint's
   * sentence, e.g. why a record cannot be published yet.
   */
  async function patch(
    client: DataClient,
    { id, values }: { id: string; values: Partial<Row> },
  ): Promise<Row> {
    if (!uuidPattern.test(id)) throw notFoundError(messages.notFound);
    const write = from(client, table).update(values as Partial<Tables<'packages'>>);
    return unwrap(await write.eq('id', id).select().single(), constraints) as unknown as Row;
  }

  /**
   * Deletes a record. RLS turns a delete the caller may not do into "0 rows", not an error, so
   * the deleted ids are read back and an empty answer becomes a not-found error.
   */
  async function remove(client: DataClient, { id }: { id: string }): Promise<{ id: string }> {
    if (!uuidPattern.test(id)) throw notFoundError(messages.deleted);
    const deleted = unwrap(await from(client, table).delete().eq('id', id).select('id'))[0];
    if (!deleted) throw notFoundError(messages.deleted);
    return deleted;
  }

  const listRead = sessionRead(keys.adminList, (client, _: object, signal) =>
    getList(client, signal),
  );
  const recordRead = sessionRead(({ id }: { id: string }) => keys.adminDetail(id), getRecord);

  return {
    ...declaration,
    ...withLabels(declaration.labels, declaration.admin, declaration.path),
    keys,
    /** The form's fields (the schema's keys): a database refusal naming one shows next to it. */
    fields: Object.keys(shape) as (keyof Values & string)[],
    /**
     * The row a save of these form values would store, as far as they parse yet: each column of
     * the schema through its own rule, else its blank. The columns the database fills (the id,
     * timestamps, derived ones) are the caller's to add. The editor's preview starts from it, so a
     * new column needs nothing there.
     */
    formRow: (values: Readonly<Record<string, unknown>>): Row =>
      Object.fromEntries(
        Object.entries(shape).map(([column, field]) => {
          const parsed = field.safeParse(values[column]);
          return [column, parsed.success ? parsed.data : blankOf(field)];
        }),
      ) as Row,
    getList,
    getRecord,
    save,
    patch,
    remove,
    useList: listRead.use,
    useRecord: recordRead.use,
    useSave: sessionWrite(save, invalidates),
    usePatch: sessionWrite(patch, invalidates),
    useRemove: sessionWrite(remove, invalidates),
  };
}

/** A declared content type with its reads and writes. */
export type ContentType<Table extends ContentTable = ContentTable> = ReturnType<
  typeof defineContentType<Table, z.ZodMiniType<Partial<TablesInsert<Table>>>, unknown>
>;
