CREATE TABLE "autorizacao_versao" (
	"cliente" bigint PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised by the database on every change a live session depends on (plugins/auth.ts keeps sessions in memory
-- and compares this counter in the first statement of each request's transaction). Runs with the owner's
-- rights: the application role only reads the counter.
CREATE OR REPLACE FUNCTION autorizacao_mudou() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  v_cliente bigint;
BEGIN
  IF TG_TABLE_NAME = 'permissao' THEN
    v_cliente := 0;
  ELSIF TG_OP = 'DELETE' THEN
    v_cliente := OLD.cliente_id;
  ELSE
    v_cliente := NEW.cliente_id;
  END IF;
  INSERT INTO autorizacao_versao (cliente, versao) VALUES (v_cliente, 1)
    ON CONFLICT (cliente) DO UPDATE SET versao = autorizacao_versao.versao + 1;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER sessao_autorizacao AFTER UPDATE ON sessao FOR EACH ROW
  WHEN (OLD.encerrada_em IS DISTINCT FROM NEW.encerrada_em OR OLD.expira_em IS DISTINCT FROM NEW.expira_em
        OR OLD.lotacao_id IS DISTINCT FROM NEW.lotacao_id OR OLD.centro_custo_id IS DISTINCT FROM NEW.centro_custo_id
        OR OLD.usuario_id IS DISTINCT FROM NEW.usuario_id)
  EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER sessao_autorizacao_exclusao AFTER DELETE ON sessao FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER usuario_autorizacao AFTER UPDATE ON usuario FOR EACH ROW
  WHEN (OLD.bloqueado IS DISTINCT FROM NEW.bloqueado) EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER usuario_autorizacao_exclusao AFTER DELETE ON usuario FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER papel_autorizacao AFTER UPDATE OR DELETE ON papel FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER papel_permissao_autorizacao AFTER INSERT OR UPDATE OR DELETE ON papel_permissao FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER lotacao_papel_autorizacao AFTER INSERT OR UPDATE OR DELETE ON lotacao_papel FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER lotacao_autorizacao AFTER UPDATE OR DELETE ON lotacao FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
--> statement-breakpoint
CREATE TRIGGER permissao_autorizacao AFTER INSERT OR UPDATE OR DELETE ON permissao FOR EACH ROW EXECUTE FUNCTION autorizacao_mudou();
