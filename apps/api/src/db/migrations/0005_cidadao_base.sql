ALTER TABLE "cidadao" ADD COLUMN "sexo_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "nome_mae" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "nome_pai" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "desconhece_nome_mae" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "desconhece_nome_pai" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "data_obito" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "bloqueado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "provisorio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "unificado_em_id" bigint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_unificado_em_id_cidadao_id_fk" FOREIGN KEY ("unificado_em_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cidadao_nome_mae_trgm" ON "cidadao" USING gin (f_unaccent(lower("nome_mae")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cidadao_nascimento_idx" ON "cidadao" USING btree ("cliente_id","data_nascimento");