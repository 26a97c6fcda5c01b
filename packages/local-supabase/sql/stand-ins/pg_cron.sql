-- Stand-in for pg_cron (hosted Supabase: Database -> Extensions -> pg_cron), applied by
-- local-supabase only where the real extension is not installed. Same names and signatures:
-- cron.schedule / cron.unschedule / cron.job / cron.job_run_details. The jobs are run by
-- local-supabase's scheduler (src/scheduler.ts), not by a background worker in the database.
-- Idempotent.

create schema if not exists cron;
revoke all on schema cron from public;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index if not exists jobname_username_uniq on cron.job (jobname, username);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- The schedules pg_cron accepts: '[1-59] seconds' and five cron fields (minute hour day month
-- weekday) of numbers, ranges, lists, steps and '*'. '@hourly'-style names are not supported.
create or replace function cron._valid_schedule(schedule text)
returns boolean
language sql
immutable
as $$
  select schedule ~ '^\s*([1-9]|[1-5][0-9]) seconds?\s*$'
    or schedule ~ '^\s*([0-9*/,-]+\s+){4}[0-9*/,-]+\s*$'
$$;

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
as $$
declare
  id bigint;
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end
$$;

create or replace function cron.schedule(schedule text, command text)
returns bigint
language sql
as $$
  select cron.schedule(null::text, schedule, command)
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

-- pg_cron 1.4+'s alter_job: changes what is given (null leaves it), e.g. active => false pauses a
-- job. The database and username arguments are accepted and ignored: the stand-in has one of each.
create or replace function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
)
returns void
language plpgsql
as $$
begin
  if schedule is not null and not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule;
  end if;
  update cron.job as j
  set schedule = coalesce(alter_job.schedule, j.schedule),
      command = coalesce(alter_job.command, j.command),
      active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
end
$$;
