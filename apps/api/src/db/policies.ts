import { COLACAO } from '../lib/sql/texto.js';

/**
 * Database guards, applied after the migrations at every start (idempotent). One rule holds them
 * together: a table with a `cliente_id` column is municipal. For each such table this turns on
 * row-level security with the tenant policy, grants the application role its rights, and attaches
 * the audit and update-stamp triggers, so no later migration can add an unguarded municipal table.
 * Every other table in `public` is national reference data: the application role may only read it.
 * A second rule: every text column sorts in Portuguese (the ICU root collation, `COLACAO` in lib/sql/texto.ts),
 * so no ORDER BY of any list, autocomplete, report or export can fall back to byte order.
 */
export const POLICY_STATEMENTS: string[] = [
  `CREATE OR REPLACE FUNCTION auditar() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    v_antes jsonb;
    v_depois jsonb;
  BEGIN
    -- secrets never enter the trail; large binaries are left out too
    IF TG_OP <> 'INSERT' THEN v_antes := to_jsonb(OLD) - 'senha_hash' - 'token_hash' - 'chave_acesso' - 'logotipo' - 'logo' - 'conteudo'
      - 'arquivo_cifrado' - 'senha_cifrada' - CASE WHEN TG_TABLE_NAME = 'sessao' THEN 'chave' ELSE '' END; END IF;
    IF TG_OP <> 'DELETE' THEN v_depois := to_jsonb(NEW) - 'senha_hash' - 'token_hash' - 'chave_acesso' - 'logotipo' - 'logo' - 'conteudo'
      - 'arquivo_cifrado' - 'senha_cifrada' - CASE WHEN TG_TABLE_NAME = 'sessao' THEN 'chave' ELSE '' END; END IF;
    INSERT INTO auditoria (cliente_id, usuario_id, lotacao_id, acao, tabela, registro_id, antes, depois, request_id)
    VALUES (
      COALESCE((v_depois->>'cliente_id')::bigint, (v_antes->>'cliente_id')::bigint),
      nullif(current_setting('app.usuario_id', true), '')::bigint,
      nullif(current_setting('app.lotacao_id', true), '')::bigint,
      TG_OP, TG_TABLE_NAME,
      COALESCE((v_depois->>'id')::bigint, (v_antes->>'id')::bigint),
      v_antes, v_depois,
      nullif(current_setting('app.request_id', true), ''));
    RETURN NULL;
  END $fn$`,
  // LGPD (issue 16 item 12): each trail row names the patient its record belongs to, whoever wrote it (the
  // trigger above or code recording a read), from the row itself, its FAA, queue entry or clinical parent
  `CREATE OR REPLACE FUNCTION auditoria_paciente() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    l jsonb := COALESCE(NEW.depois, NEW.antes, '{}'::jsonb);
    v_id bigint;
  BEGIN
    IF NEW.paciente_id IS NOT NULL THEN RETURN NEW; END IF;
    IF NEW.tabela = 'cidadao' THEN NEW.paciente_id := NEW.registro_id; RETURN NEW; END IF;
    NEW.paciente_id := COALESCE((l->>'paciente_id')::bigint, (l->>'cidadao_id')::bigint);
    IF NEW.paciente_id IS NOT NULL THEN RETURN NEW; END IF;
    IF NEW.tabela IN ('atendimento', 'aih', 'assistencia_social', 'fila', 'atendimento_ambulatorial', 'ambulatorio_atendimento',
                      'raas_psicossocial', 'almoxarifado_dispensacao', 'farmacia_dispensacao', 'farmacia_receita_externa') THEN
      -- a read recorded by code carries no row: the record's own patient
      EXECUTE format('SELECT paciente_id FROM %I WHERE id = $1', NEW.tabela) INTO NEW.paciente_id USING NEW.registro_id;
    ELSIF NEW.tabela = 'ambulatorio_receita_item' THEN
      -- its receita_id is the outpatient prescription's, not emergency care's
      SELECT a.paciente_id INTO NEW.paciente_id FROM ambulatorio_receita r
        JOIN ambulatorio_atendimento a ON a.id = r.ambulatorio_atendimento_id WHERE r.id = (l->>'receita_id')::bigint;
    ELSIF NEW.tabela = 'almoxarifado_dispensacao_item' THEN
      SELECT paciente_id INTO NEW.paciente_id FROM almoxarifado_dispensacao WHERE id = (l->>'dispensacao_id')::bigint;
    ELSIF NEW.tabela IN ('farmacia_dispensacao_item', 'farmacia_dispensacao_receita') THEN
      SELECT paciente_id INTO NEW.paciente_id FROM farmacia_dispensacao WHERE id = (l->>'dispensacao_id')::bigint;
    ELSIF NEW.tabela = 'farmacia_dispensacao_lote' THEN
      SELECT d.paciente_id INTO NEW.paciente_id FROM farmacia_dispensacao_item i JOIN farmacia_dispensacao d ON d.id = i.dispensacao_id
       WHERE i.id = (l->>'item_id')::bigint;
    ELSIF NEW.tabela = 'farmacia_receita_externa_item' THEN
      -- its receita_id is the external prescription's, not emergency care's
      SELECT paciente_id INTO NEW.paciente_id FROM farmacia_receita_externa WHERE id = (l->>'receita_id')::bigint;
    ELSIF NEW.tabela IN ('farmacia_processo_alto_custo_documento', 'farmacia_processo_alto_custo_competencia',
                         'farmacia_processo_alto_custo_situacao') THEN
      SELECT paciente_id INTO NEW.paciente_id FROM farmacia_processo_alto_custo WHERE id = (l->>'processo_id')::bigint;
    ELSIF l->>'ambulatorio_atendimento_id' IS NOT NULL THEN
      SELECT paciente_id INTO NEW.paciente_id FROM ambulatorio_atendimento WHERE id = (l->>'ambulatorio_atendimento_id')::bigint;
    ELSIF l->>'atendimento_ambulatorial_id' IS NOT NULL THEN
      SELECT paciente_id INTO NEW.paciente_id FROM atendimento_ambulatorial WHERE id = (l->>'atendimento_ambulatorial_id')::bigint;
    ELSIF l->>'atendimento_id' IS NOT NULL THEN
      SELECT paciente_id INTO NEW.paciente_id FROM atendimento WHERE id = (l->>'atendimento_id')::bigint;
    ELSIF l->>'fila_id' IS NOT NULL THEN
      SELECT paciente_id INTO NEW.paciente_id FROM fila WHERE id = (l->>'fila_id')::bigint;
    ELSIF l->>'atendimento_medico_id' IS NOT NULL THEN
      SELECT atendimento_id INTO v_id FROM atendimento_medico WHERE id = (l->>'atendimento_medico_id')::bigint;
    ELSIF l->>'atendimento_enfermagem_id' IS NOT NULL THEN
      SELECT atendimento_id INTO v_id FROM atendimento_enfermagem WHERE id = (l->>'atendimento_enfermagem_id')::bigint;
    ELSIF l->>'receita_id' IS NOT NULL THEN
      SELECT atendimento_id INTO v_id FROM receita WHERE id = (l->>'receita_id')::bigint;
    END IF;
    IF v_id IS NOT NULL THEN SELECT paciente_id INTO NEW.paciente_id FROM atendimento WHERE id = v_id; END IF;
    RETURN NEW;
  END $fn$`,
  `CREATE OR REPLACE FUNCTION marcar_atualizacao() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.updated_at := now();
    NEW.updated_by := COALESCE(nullif(current_setting('app.usuario_id', true), '')::bigint, NEW.updated_by);
    RETURN NEW;
  END $fn$`,
  `CREATE OR REPLACE FUNCTION auditoria_imutavel() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    RAISE EXCEPTION 'A trilha de auditoria não pode ser alterada nem excluída.';
  END $fn$`,
  `CREATE OR REPLACE FUNCTION marcar_login_falha() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.updated_at := now();
    RETURN NEW;
  END $fn$`,
  `DO $do$
  DECLARE
    t record;
    has_updated_by boolean;
  BEGIN
    GRANT USAGE ON SCHEMA public TO app_user;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
    FOR t IN
      SELECT c.relname AS nome,
             EXISTS (SELECT 1 FROM information_schema.columns i
                      WHERE i.table_schema = 'public' AND i.table_name = c.relname AND i.column_name = 'cliente_id') AS municipal
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE '\\_\\_%'
    LOOP
      IF t.nome = 'sistema_chave' THEN
        EXECUTE 'REVOKE ALL ON sistema_chave FROM app_user'; -- the token signing key
        CONTINUE;
      END IF;
      IF NOT t.municipal THEN
        EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON %I FROM app_user', t.nome);
        EXECUTE format('GRANT SELECT ON %I TO app_user', t.nome);
        CONTINUE;
      END IF;
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.nome);
      IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.nome AND policyname = t.nome || '_cliente') THEN
        EXECUTE format($p$CREATE POLICY %I ON %I TO app_user
          USING (cliente_id = nullif(current_setting('app.cliente_id', true), '')::bigint)
          WITH CHECK (cliente_id = nullif(current_setting('app.cliente_id', true), '')::bigint)$p$, t.nome || '_cliente', t.nome);
      END IF;
      IF t.nome = 'auditoria' THEN
        EXECUTE 'REVOKE UPDATE, DELETE, TRUNCATE ON auditoria FROM app_user';
        EXECUTE 'GRANT SELECT, INSERT ON auditoria TO app_user';
        EXECUTE 'CREATE OR REPLACE TRIGGER auditoria_imutavel BEFORE UPDATE OR DELETE ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_imutavel()';
        EXECUTE 'CREATE OR REPLACE TRIGGER auditoria_imutavel_truncate BEFORE TRUNCATE ON auditoria FOR EACH STATEMENT EXECUTE FUNCTION auditoria_imutavel()';
        EXECUTE 'CREATE OR REPLACE TRIGGER auditoria_paciente BEFORE INSERT ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_paciente()';
        CONTINUE;
      END IF;
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', t.nome);
      -- login failures, background jobs and counters change too often to trail (what they count is audited); the
      -- stock balance and average cost are derived from the stock movements, which are audited (and immutable)
      IF t.nome NOT IN ('login_falha', 'tarefa', 'tarefa_arquivo', 'sequencia', 'estoque_saldo', 'estoque_custo_medio') THEN
        EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION auditar()', t.nome || '_auditar', t.nome);
      ELSE
        EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.nome || '_auditar', t.nome);
      END IF;
      SELECT EXISTS (SELECT 1 FROM information_schema.columns i
                      WHERE i.table_schema = 'public' AND i.table_name = t.nome AND i.column_name = 'updated_by') INTO has_updated_by;
      IF has_updated_by THEN
        EXECUTE format('CREATE OR REPLACE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION marcar_atualizacao()', t.nome || '_atualizacao', t.nome);
      ELSIF t.nome = 'login_falha' THEN
        EXECUTE 'CREATE OR REPLACE TRIGGER login_falha_atualizacao BEFORE UPDATE ON login_falha FOR EACH ROW EXECUTE FUNCTION marcar_login_falha()';
      END IF;
    END LOOP;
  END $do$`,
  // Portuguese order for every text column, on PGlite and PostgreSQL alike (issue 15): accents and case
  // fold first, the spelling breaks ties; a deterministic collation, so equality, unique keys and LIKE
  // behave as before. The indexes on such columns are rebuilt under it and serve ORDER BY nome.
  `DO $do$
  DECLARE
    c record;
  BEGIN
    FOR c IN
      SELECT i.table_name, i.column_name,
             format_type(a.atttypid, a.atttypmod) AS tipo
        FROM information_schema.columns i
        JOIN pg_class t ON t.relname = i.table_name AND t.relkind = 'r'
        JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attname = i.column_name
       WHERE i.table_schema = 'public' AND i.data_type IN ('text', 'character varying', 'character')
         AND i.table_name NOT LIKE '\\_\\_%'
         AND i.collation_name IS DISTINCT FROM '${COLACAO}'
    LOOP
      EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE %s COLLATE %I', c.table_name, c.column_name, c.tipo, '${COLACAO}');
    END LOOP;
  END $do$`,
];
