-- Extensions, the application role and the helper functions every later migration relies on.
-- Roles are cluster-wide, so the role is created only when missing (STACK G13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END $$;--> statement-breakpoint
-- The login role must be able to SET ROLE app_user. A superuser (PGlite, or CI's postgres) already
-- can; on a managed server a superuser runs GRANT app_user TO <login role> once (docs/operations.md).
DO $$ BEGIN
  EXECUTE format('GRANT app_user TO %I', current_user);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'GRANT app_user TO % não executado: %', current_user, SQLERRM;
END $$;--> statement-breakpoint
-- unaccent() is not IMMUTABLE, so indexes use this wrapper (STACK G20).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
