CREATE TABLE "vacinacao_campanha" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_campanha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"estrategia" smallint NOT NULL,
	"idade_minima_meses" integer,
	"idade_maxima_meses" integer,
	"sexo" varchar(1),
	"condicao" varchar(20),
	"populacao_alvo" integer,
	"meta_percentual" numeric(5, 2),
	"encerrada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_campanha_periodo_ck" CHECK ("vacinacao_campanha"."fim" >= "vacinacao_campanha"."inicio"),
	CONSTRAINT "vacinacao_campanha_sexo_ck" CHECK ("vacinacao_campanha"."sexo" is null or "vacinacao_campanha"."sexo" in ('F', 'M'))
);
--> statement-breakpoint
CREATE TABLE "vacinacao_campanha_vacina" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_campanha_vacina_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"campanha_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"dose" varchar(4) NOT NULL,
	"meta_doses" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_campanha_vacina_uq" UNIQUE("campanha_id","vacina_id","dose")
);
--> statement-breakpoint
CREATE TABLE "vacina_frasco_aberto" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_frasco_aberto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"aberto_em" timestamp with time zone NOT NULL,
	"vence_em" timestamp with time zone NOT NULL,
	"doses_frasco" smallint NOT NULL,
	"doses_restantes" smallint NOT NULL,
	"aberto_por_id" bigint,
	"encerrado_em" timestamp with time zone,
	"motivo_encerramento" smallint,
	"perda_movimento_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_frasco_aberto_doses_ck" CHECK ("vacina_frasco_aberto"."doses_restantes" >= 0 and "vacina_frasco_aberto"."doses_restantes" <= "vacina_frasco_aberto"."doses_frasco"),
	CONSTRAINT "vacina_frasco_aberto_motivo_ck" CHECK ("vacina_frasco_aberto"."motivo_encerramento" is null or "vacina_frasco_aberto"."motivo_encerramento" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "vacina_lote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"doses_por_frasco" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_lote_lote_uq" UNIQUE("lote_id"),
	CONSTRAINT "vacina_lote_doses_ck" CHECK ("vacina_lote"."doses_por_frasco" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "imunizacao_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"calendario" jsonb,
	"solicitante_rnds" varchar(20),
	"dias_alerta_validade" smallint DEFAULT 30 NOT NULL,
	"imprimir_cartao_ao_salvar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_parametrizacao_cliente_uq" UNIQUE("cliente_id"),
	CONSTRAINT "imunizacao_parametrizacao_alerta_ck" CHECK ("imunizacao_parametrizacao"."dias_alerta_validade" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "vacinacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"dose" varchar(4) NOT NULL,
	"estrategia" smallint NOT NULL,
	"data_aplicacao" date NOT NULL,
	"origem" smallint DEFAULT 1 NOT NULL,
	"estabelecimento_origem" text,
	"centro_custo_id" bigint,
	"lote_id" bigint,
	"lote_numero" varchar(30),
	"fabricante_id" bigint,
	"via" smallint,
	"local_aplicacao" smallint,
	"grupo_atendimento" smallint DEFAULT 10 NOT NULL,
	"gestante" boolean DEFAULT false NOT NULL,
	"puerpera" boolean DEFAULT false NOT NULL,
	"contato_hanseniase" boolean,
	"profissional_id" bigint,
	"profissional_nome" text,
	"proxima_dose_data" date,
	"proxima_dose_vacina_id" bigint,
	"proxima_dose" varchar(4),
	"justificativa" text,
	"regras_justificadas" text[],
	"observacao" text,
	"campanha_id" bigint,
	"fila_id" bigint,
	"movimento_id" bigint,
	"frasco_id" bigint,
	"cancelado_em" timestamp with time zone,
	"cancelado_por_id" bigint,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_dose_ck" CHECK ("vacinacao"."dose" in ('DN', 'D1', 'D2', 'D3', 'REF', 'REF1', 'REF2', 'DU', 'DP')),
	CONSTRAINT "vacinacao_origem_ck" CHECK ("vacinacao"."origem" in (1, 2, 3)),
	CONSTRAINT "vacinacao_sala_ck" CHECK ("vacinacao"."origem" <> 1 or ("vacinacao"."centro_custo_id" is not null and "vacinacao"."lote_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sala_vacinacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sala_vacinacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"tipo" smallint DEFAULT 1 NOT NULL,
	"responsavel_id" bigint,
	"horario" text,
	"observacao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "sala_vacinacao_centro_custo_uq" UNIQUE("centro_custo_id"),
	CONSTRAINT "sala_vacinacao_tipo_ck" CHECK ("sala_vacinacao"."tipo" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "calendario_sigla" varchar(10);--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "material_id" bigint;--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "doses_por_frasco" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "validade_frasco_aberto_horas" smallint;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha" ADD CONSTRAINT "vacinacao_campanha_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_campanha_id_vacinacao_campanha_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinacao_campanha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_aberto_por_id_usuario_id_fk" FOREIGN KEY ("aberto_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_perda_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("perda_movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_parametrizacao" ADD CONSTRAINT "imunizacao_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_profissional_id_usuario_id_fk" FOREIGN KEY ("profissional_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_proxima_dose_vacina_id_vacina_id_fk" FOREIGN KEY ("proxima_dose_vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_campanha_id_vacinacao_campanha_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinacao_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_fila_id_fila_id_fk" FOREIGN KEY ("fila_id") REFERENCES "public"."fila"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_frasco_id_vacina_frasco_aberto_id_fk" FOREIGN KEY ("frasco_id") REFERENCES "public"."vacina_frasco_aberto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_cancelado_por_id_usuario_id_fk" FOREIGN KEY ("cancelado_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_responsavel_id_usuario_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacinacao_campanha_periodo_idx" ON "vacinacao_campanha" USING btree ("cliente_id","inicio","fim");--> statement-breakpoint
CREATE UNIQUE INDEX "vacina_frasco_aberto_um_por_lote_uq" ON "vacina_frasco_aberto" USING btree ("centro_custo_id","lote_id") WHERE "vacina_frasco_aberto"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "vacina_frasco_aberto_vence_idx" ON "vacina_frasco_aberto" USING btree ("cliente_id","vence_em") WHERE "vacina_frasco_aberto"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "vacinacao_paciente_idx" ON "vacinacao" USING btree ("cliente_id","paciente_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_data_idx" ON "vacinacao" USING btree ("cliente_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_sala_data_idx" ON "vacinacao" USING btree ("centro_custo_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_aprazamento_idx" ON "vacinacao" USING btree ("cliente_id","proxima_dose_data") WHERE "vacinacao"."cancelado_em" is null and "vacinacao"."proxima_dose_data" is not null;--> statement-breakpoint
CREATE INDEX "vacinacao_campanha_idx" ON "vacinacao" USING btree ("campanha_id") WHERE "vacinacao"."campanha_id" is not null;--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_material_uq" UNIQUE("material_id");