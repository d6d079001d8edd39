CREATE TABLE "aih" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aih_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"atendimento_id" bigint,
	"procedimento_codigo" varchar(10) NOT NULL,
	"cid_principal" varchar(4) NOT NULL,
	"cid_secundario" varchar(4),
	"carater" smallint NOT NULL,
	"sinais_sintomas" text NOT NULL,
	"condicoes_justificativa" text NOT NULL,
	"resultados_exames" text,
	"solicitado_por" bigint NOT NULL,
	"solicitado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"numero_aih" varchar(13),
	"hospital_destino" text,
	"observacao_regulacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "documento_assinado_pa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_assinado_pa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"referencia_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"assinatura_documento_id" bigint,
	"nome_arquivo" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"assinado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "assistencia_social" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistencia_social_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"atendimento_id" bigint,
	"usuario_id" bigint NOT NULL,
	"motivo" smallint NOT NULL,
	"relato" text NOT NULL,
	"encaminhamento" text,
	"atendido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "atendimento_diagnostico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_diagnostico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_medico_id" bigint NOT NULL,
	"cid_codigo" varchar(4) NOT NULL,
	"principal" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atendimento_medico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_medico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"plantao_id" bigint,
	"ocupacao_codigo" varchar(6),
	"anamnese" text NOT NULL,
	"exame_fisico" text,
	"conduta" text,
	"destino" smallint NOT NULL,
	"destino_detalhe" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "atendimento_medico_destino_ck" CHECK ("atendimento_medico"."destino" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "documento_clinico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_clinico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"atendimento_medico_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"dias" integer,
	"data_inicio" date,
	"hora_inicio" time,
	"hora_fim" time,
	"cid_codigo" varchar(4),
	"especialidade_id" bigint,
	"destino" text,
	"texto" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "documento_clinico_tipo_ck" CHECK ("documento_clinico"."tipo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "prescricao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescricao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"atendimento_medico_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"descricao" text NOT NULL,
	"dose" varchar(60),
	"via" varchar(40),
	"intervalo_horas" smallint,
	"quantidade_doses" smallint,
	"se_necessario" smallint DEFAULT 0 NOT NULL,
	"observacao" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"suspenso_em" timestamp with time zone,
	"suspenso_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "receita" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receita_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"atendimento_medico_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"numero_notificacao" varchar(20),
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "receita_tipo_ck" CHECK ("receita"."tipo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "receita_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receita_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"receita_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"descricao" text NOT NULL,
	"quantidade" varchar(60) NOT NULL,
	"posologia" text NOT NULL,
	"uso_continuo" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atendimento_enfermagem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_enfermagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"plantao_id" bigint,
	"ocupacao_codigo" varchar(6),
	"anotacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "enfermagem_anexo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enfermagem_anexo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_enfermagem_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"tipo_conteudo" varchar(100) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "enfermagem_procedimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enfermagem_procedimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_enfermagem_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"quantidade" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescricao_administracao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescricao_administracao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"prescricao_item_id" bigint NOT NULL,
	"atendimento_enfermagem_id" bigint,
	"usuario_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"administrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"lote" varchar(30),
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "exame_imagem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exame_imagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"atendimento_medico_id" bigint,
	"procedimento_codigo" varchar(10) NOT NULL,
	"justificativa" text NOT NULL,
	"solicitado_por" bigint NOT NULL,
	"solicitado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"realizado_em" timestamp with time zone,
	"realizado_por" bigint,
	"laudo" text,
	"laudado_em" timestamp with time zone,
	"laudado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "atendimento_ocorrencia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_ocorrencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"motivo" text,
	"usuario_id" bigint NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "atendimento_ocorrencia_tipo_ck" CHECK ("atendimento_ocorrencia"."tipo" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "atendimento_procedimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_procedimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"quantidade" integer NOT NULL,
	"usuario_id" bigint,
	"ocupacao_codigo" varchar(6),
	"cid_codigo" varchar(4),
	"realizado_em" timestamp with time zone NOT NULL,
	"competencia" char(6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "atendimento_procedimento_quantidade_ck" CHECK ("atendimento_procedimento"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "observacao_evolucao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observacao_evolucao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"plantao_id" bigint,
	"texto" text NOT NULL,
	"pa_sistolica" smallint,
	"pa_diastolica" smallint,
	"frequencia_cardiaca" smallint,
	"frequencia_respiratoria" smallint,
	"temperatura" numeric(4, 1),
	"saturacao" smallint,
	"glicemia" smallint,
	"dor" smallint,
	"glasgow" smallint,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
ALTER TABLE "atendimento" ADD COLUMN "desfecho" smallint;--> statement-breakpoint
ALTER TABLE "atendimento" ADD COLUMN "desfecho_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "atendimento" ADD COLUMN "desfecho_por" bigint;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_cid_principal_cid_codigo_fk" FOREIGN KEY ("cid_principal") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_cid_secundario_cid_codigo_fk" FOREIGN KEY ("cid_secundario") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_solicitado_por_usuario_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinado_pa" ADD CONSTRAINT "documento_assinado_pa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinado_pa" ADD CONSTRAINT "documento_assinado_pa_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinado_pa" ADD CONSTRAINT "documento_assinado_pa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_assinado_pa" ADD CONSTRAINT "documento_assinado_pa_assinatura_documento_id_assinatura_documento_id_fk" FOREIGN KEY ("assinatura_documento_id") REFERENCES "public"."assinatura_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistencia_social" ADD CONSTRAINT "assistencia_social_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistencia_social" ADD CONSTRAINT "assistencia_social_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistencia_social" ADD CONSTRAINT "assistencia_social_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistencia_social" ADD CONSTRAINT "assistencia_social_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_diagnostico" ADD CONSTRAINT "atendimento_diagnostico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_diagnostico" ADD CONSTRAINT "atendimento_diagnostico_atendimento_medico_id_atendimento_medico_id_fk" FOREIGN KEY ("atendimento_medico_id") REFERENCES "public"."atendimento_medico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_diagnostico" ADD CONSTRAINT "atendimento_diagnostico_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_medico" ADD CONSTRAINT "atendimento_medico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_medico" ADD CONSTRAINT "atendimento_medico_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_medico" ADD CONSTRAINT "atendimento_medico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_medico" ADD CONSTRAINT "atendimento_medico_plantao_id_plantao_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_atendimento_medico_id_atendimento_medico_id_fk" FOREIGN KEY ("atendimento_medico_id") REFERENCES "public"."atendimento_medico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_clinico" ADD CONSTRAINT "documento_clinico_especialidade_id_especialidade_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_item" ADD CONSTRAINT "prescricao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_item" ADD CONSTRAINT "prescricao_item_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_item" ADD CONSTRAINT "prescricao_item_atendimento_medico_id_atendimento_medico_id_fk" FOREIGN KEY ("atendimento_medico_id") REFERENCES "public"."atendimento_medico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_item" ADD CONSTRAINT "prescricao_item_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_item" ADD CONSTRAINT "prescricao_item_suspenso_por_usuario_id_fk" FOREIGN KEY ("suspenso_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita" ADD CONSTRAINT "receita_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita" ADD CONSTRAINT "receita_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita" ADD CONSTRAINT "receita_atendimento_medico_id_atendimento_medico_id_fk" FOREIGN KEY ("atendimento_medico_id") REFERENCES "public"."atendimento_medico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita" ADD CONSTRAINT "receita_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita_item" ADD CONSTRAINT "receita_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita_item" ADD CONSTRAINT "receita_item_receita_id_receita_id_fk" FOREIGN KEY ("receita_id") REFERENCES "public"."receita"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receita_item" ADD CONSTRAINT "receita_item_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_enfermagem" ADD CONSTRAINT "atendimento_enfermagem_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_enfermagem" ADD CONSTRAINT "atendimento_enfermagem_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_enfermagem" ADD CONSTRAINT "atendimento_enfermagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_enfermagem" ADD CONSTRAINT "atendimento_enfermagem_plantao_id_plantao_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermagem_anexo" ADD CONSTRAINT "enfermagem_anexo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermagem_anexo" ADD CONSTRAINT "enfermagem_anexo_atendimento_enfermagem_id_atendimento_enfermagem_id_fk" FOREIGN KEY ("atendimento_enfermagem_id") REFERENCES "public"."atendimento_enfermagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermagem_procedimento" ADD CONSTRAINT "enfermagem_procedimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermagem_procedimento" ADD CONSTRAINT "enfermagem_procedimento_atendimento_enfermagem_id_atendimento_enfermagem_id_fk" FOREIGN KEY ("atendimento_enfermagem_id") REFERENCES "public"."atendimento_enfermagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermagem_procedimento" ADD CONSTRAINT "enfermagem_procedimento_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_administracao" ADD CONSTRAINT "prescricao_administracao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_administracao" ADD CONSTRAINT "prescricao_administracao_prescricao_item_id_prescricao_item_id_fk" FOREIGN KEY ("prescricao_item_id") REFERENCES "public"."prescricao_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_administracao" ADD CONSTRAINT "prescricao_administracao_atendimento_enfermagem_id_atendimento_enfermagem_id_fk" FOREIGN KEY ("atendimento_enfermagem_id") REFERENCES "public"."atendimento_enfermagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescricao_administracao" ADD CONSTRAINT "prescricao_administracao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_atendimento_medico_id_atendimento_medico_id_fk" FOREIGN KEY ("atendimento_medico_id") REFERENCES "public"."atendimento_medico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_solicitado_por_usuario_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_realizado_por_usuario_id_fk" FOREIGN KEY ("realizado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_laudado_por_usuario_id_fk" FOREIGN KEY ("laudado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ocorrencia" ADD CONSTRAINT "atendimento_ocorrencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ocorrencia" ADD CONSTRAINT "atendimento_ocorrencia_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ocorrencia" ADD CONSTRAINT "atendimento_ocorrencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_procedimento" ADD CONSTRAINT "atendimento_procedimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_procedimento" ADD CONSTRAINT "atendimento_procedimento_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_procedimento" ADD CONSTRAINT "atendimento_procedimento_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_procedimento" ADD CONSTRAINT "atendimento_procedimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacao_evolucao" ADD CONSTRAINT "observacao_evolucao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacao_evolucao" ADD CONSTRAINT "observacao_evolucao_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacao_evolucao" ADD CONSTRAINT "observacao_evolucao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacao_evolucao" ADD CONSTRAINT "observacao_evolucao_plantao_id_plantao_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aih_paciente_idx" ON "aih" USING btree ("paciente_id","solicitado_em");--> statement-breakpoint
CREATE INDEX "aih_status_idx" ON "aih" USING btree ("cliente_id","status","solicitado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_assinado_pa_uq" ON "documento_assinado_pa" USING btree ("cliente_id","tipo","referencia_id");--> statement-breakpoint
CREATE INDEX "documento_assinado_pa_atendimento_idx" ON "documento_assinado_pa" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "assistencia_social_paciente_idx" ON "assistencia_social" USING btree ("paciente_id","atendido_em");--> statement-breakpoint
CREATE INDEX "assistencia_social_atendimento_idx" ON "assistencia_social" USING btree ("atendimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "atendimento_diagnostico_uq" ON "atendimento_diagnostico" USING btree ("atendimento_medico_id","cid_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "atendimento_diagnostico_principal_uq" ON "atendimento_diagnostico" USING btree ("atendimento_medico_id") WHERE "atendimento_diagnostico"."principal" = 1;--> statement-breakpoint
CREATE INDEX "atendimento_diagnostico_cid_idx" ON "atendimento_diagnostico" USING btree ("cliente_id","cid_codigo");--> statement-breakpoint
CREATE INDEX "atendimento_medico_atendimento_idx" ON "atendimento_medico" USING btree ("atendimento_id","criado_em");--> statement-breakpoint
CREATE INDEX "atendimento_medico_usuario_idx" ON "atendimento_medico" USING btree ("cliente_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "documento_clinico_atendimento_idx" ON "documento_clinico" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "prescricao_item_atendimento_idx" ON "prescricao_item" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "receita_atendimento_idx" ON "receita" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "receita_item_receita_idx" ON "receita_item" USING btree ("receita_id");--> statement-breakpoint
CREATE INDEX "atendimento_enfermagem_atendimento_idx" ON "atendimento_enfermagem" USING btree ("atendimento_id","criado_em");--> statement-breakpoint
CREATE INDEX "enfermagem_anexo_idx" ON "enfermagem_anexo" USING btree ("atendimento_enfermagem_id");--> statement-breakpoint
CREATE INDEX "enfermagem_procedimento_idx" ON "enfermagem_procedimento" USING btree ("atendimento_enfermagem_id");--> statement-breakpoint
CREATE INDEX "prescricao_administracao_item_idx" ON "prescricao_administracao" USING btree ("prescricao_item_id","administrado_em");--> statement-breakpoint
CREATE INDEX "exame_imagem_atendimento_idx" ON "exame_imagem" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "exame_imagem_status_idx" ON "exame_imagem" USING btree ("cliente_id","status","solicitado_em");--> statement-breakpoint
CREATE INDEX "atendimento_ocorrencia_atendimento_idx" ON "atendimento_ocorrencia" USING btree ("atendimento_id","em");--> statement-breakpoint
CREATE INDEX "atendimento_procedimento_atendimento_idx" ON "atendimento_procedimento" USING btree ("atendimento_id");--> statement-breakpoint
CREATE INDEX "atendimento_procedimento_competencia_idx" ON "atendimento_procedimento" USING btree ("cliente_id","competencia");--> statement-breakpoint
CREATE INDEX "observacao_evolucao_atendimento_idx" ON "observacao_evolucao" USING btree ("atendimento_id","criada_em");--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_desfecho_por_usuario_id_fk" FOREIGN KEY ("desfecho_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;