-- Name search of citizens that can use the trigram indexes. Under row-level security PostgreSQL
-- applies the policy before any condition whose functions are not LEAKPROOF (f_unaccent, lower and
-- LIKE are not), so a LIKE over cidadao run as app_user scans the whole table. This function runs
-- as the table owner (no policy) and applies the municipality itself, from the same setting the
-- policy reads: without it, it returns nothing. Each pattern is ANDed; the three name columns ORed.
CREATE OR REPLACE FUNCTION cidadao_busca_nome(padroes text[]) RETURNS SETOF bigint
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
DECLARE
  cli bigint := nullif(current_setting('app.cliente_id', true), '')::bigint;
  cond text;
BEGIN
  IF cli IS NULL OR padroes IS NULL OR cardinality(padroes) = 0 OR cardinality(padroes) > 10 THEN
    RETURN;
  END IF;
  SELECT string_agg('f_unaccent(lower(COL)) LIKE $2[' || i || ']', ' AND ') INTO cond
    FROM generate_subscripts(padroes, 1) AS i;
  RETURN QUERY EXECUTE
    'SELECT id FROM cidadao WHERE cliente_id = $1 AND ((' || replace(cond, 'COL', 'nome') || ') OR ('
      || replace(cond, 'COL', 'nome_social') || ') OR (' || replace(cond, 'COL', 'nome_mae') || '))'
    USING cli, padroes;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION cidadao_busca_nome(text[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION cidadao_busca_nome(text[]) TO app_user;
