-- Issue 16 item 12: the audit trail names the patient each row is about (LGPD: who read or changed a
-- patient's data), filled from now on by the trigger auditoria_paciente() of db/policies.ts.
ALTER TABLE "auditoria" ADD COLUMN "paciente_id" bigint;--> statement-breakpoint
CREATE INDEX "auditoria_cliente_paciente_momento_idx" ON "auditoria" USING btree ("cliente_id","paciente_id","momento") WHERE paciente_id is not null;--> statement-breakpoint
-- The past rows get the patient where the stored row tells it cheaply. Filling a derived column is not a
-- change of what was recorded, so the immutability trigger (attached at start, absent on a fresh
-- database) stays out of it.
ALTER TABLE "auditoria" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "auditoria" SET "paciente_id" = "registro_id" WHERE "tabela" = 'cidadao' AND "registro_id" IS NOT NULL;--> statement-breakpoint
UPDATE "auditoria" SET "paciente_id" = COALESCE(("depois"->>'paciente_id')::bigint, ("antes"->>'paciente_id')::bigint,
    ("depois"->>'cidadao_id')::bigint, ("antes"->>'cidadao_id')::bigint)
 WHERE "paciente_id" IS NULL AND COALESCE("depois", "antes") ?| array['paciente_id', 'cidadao_id'];--> statement-breakpoint
-- the FAA's patient: reads recorded on the FAA itself and writes of its clinical records
UPDATE "auditoria" a SET "paciente_id" = at."paciente_id" FROM "atendimento" at
 WHERE a."paciente_id" IS NULL
   AND at."id" = CASE WHEN a."tabela" = 'atendimento' THEN a."registro_id"
                      ELSE COALESCE(a."depois"->>'atendimento_id', a."antes"->>'atendimento_id')::bigint END;--> statement-breakpoint
UPDATE "auditoria" a SET "paciente_id" = at."paciente_id" FROM "atendimento_medico" m JOIN "atendimento" at ON at."id" = m."atendimento_id"
 WHERE a."paciente_id" IS NULL AND m."id" = COALESCE(a."depois"->>'atendimento_medico_id', a."antes"->>'atendimento_medico_id')::bigint;--> statement-breakpoint
UPDATE "auditoria" a SET "paciente_id" = at."paciente_id" FROM "atendimento_enfermagem" e JOIN "atendimento" at ON at."id" = e."atendimento_id"
 WHERE a."paciente_id" IS NULL AND e."id" = COALESCE(a."depois"->>'atendimento_enfermagem_id', a."antes"->>'atendimento_enfermagem_id')::bigint;--> statement-breakpoint
UPDATE "auditoria" a SET "paciente_id" = at."paciente_id" FROM "receita" r JOIN "atendimento" at ON at."id" = r."atendimento_id"
 WHERE a."paciente_id" IS NULL AND r."id" = COALESCE(a."depois"->>'receita_id', a."antes"->>'receita_id')::bigint;--> statement-breakpoint
UPDATE "auditoria" a SET "paciente_id" = f."paciente_id" FROM "fila" f
 WHERE a."paciente_id" IS NULL AND f."id" = COALESCE(a."depois"->>'fila_id', a."antes"->>'fila_id')::bigint;--> statement-breakpoint
-- reads of a hospitalisation request or a social-work report recorded on the record itself
UPDATE "auditoria" a SET "paciente_id" = x."paciente_id" FROM "aih" x
 WHERE a."paciente_id" IS NULL AND a."tabela" = 'aih' AND x."id" = a."registro_id";--> statement-breakpoint
UPDATE "auditoria" a SET "paciente_id" = x."paciente_id" FROM "assistencia_social" x
 WHERE a."paciente_id" IS NULL AND a."tabela" = 'assistencia_social' AND x."id" = a."registro_id";--> statement-breakpoint
ALTER TABLE "auditoria" ENABLE TRIGGER USER;
