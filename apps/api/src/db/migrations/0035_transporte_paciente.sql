CREATE TABLE "tp_acompanhante" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_acompanhante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"agendamento_id" bigint NOT NULL,
	"ordem" smallint NOT NULL,
	"nome" text NOT NULL,
	"cns" varchar(15),
	"telefone" varchar(20),
	"relacao" text,
	"embarcou" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_acompanhante_ordem" CHECK ("tp_acompanhante"."ordem" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tp_agendamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_agendamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"numero" integer NOT NULL,
	"paciente_id" bigint NOT NULL,
	"unidade_id" bigint,
	"data" date NOT NULL,
	"horario_consulta" time,
	"destino_id" bigint NOT NULL,
	"local_id" bigint,
	"ponto_id" bigint,
	"jornada_id" bigint,
	"motivo_id" bigint,
	"grupo_id" bigint,
	"tipo_passageiro" smallint DEFAULT 1 NOT NULL,
	"urgente" boolean DEFAULT false NOT NULL,
	"somente_ida" boolean DEFAULT false NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"viagem_id" bigint,
	"pre_agendamento_id" bigint,
	"regulacao_numero" varchar(30),
	"embarcou_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" bigint,
	"motivo_cancelamento" text,
	"usuario_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_agendamento_situacao" CHECK ("tp_agendamento"."situacao" between 1 and 5),
	CONSTRAINT "tp_agendamento_tipo" CHECK ("tp_agendamento"."tipo_passageiro" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "tp_agendamento_evento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_agendamento_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"agendamento_id" bigint NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tp_condutor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_condutor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"cpf" varchar(11),
	"telefone" varchar(20),
	"cnh_numero" varchar(11) NOT NULL,
	"cnh_categoria" varchar(2) NOT NULL,
	"cnh_validade" date NOT NULL,
	"usuario_id" bigint,
	"observacao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_condutor_cnh_uq" UNIQUE("cliente_id","cnh_numero")
);
--> statement-breakpoint
CREATE TABLE "tp_destino" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_destino_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"municipio_id" integer NOT NULL,
	"distancia_km" integer,
	"tempo_viagem_min" integer,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_destino_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_destino_local" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_destino_local_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"destino_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"endereco" text,
	"telefone" varchar(20),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_destino_local_nome_uq" UNIQUE("destino_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_grupo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_grupo_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_jornada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_jornada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"destino_id" bigint NOT NULL,
	"dias_semana" smallint[] NOT NULL,
	"horario_saida" time NOT NULL,
	"tipo_veiculo" smallint NOT NULL,
	"veiculo_id" bigint,
	"condutor_id" bigint,
	"ponto_id" bigint,
	"grupo_id" bigint,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_jornada_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_motivo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_motivo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"procedimento_codigo" varchar(10),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_motivo_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_ponto" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_ponto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"endereco" text,
	"bairro" text,
	"referencia" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_ponto_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "tp_supervisor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_supervisor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_supervisor_uq" UNIQUE("cliente_id","usuario_id","unidade_id")
);
--> statement-breakpoint
CREATE TABLE "tp_veiculo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_veiculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"placa" varchar(8) NOT NULL,
	"tipo" smallint NOT NULL,
	"descricao" text NOT NULL,
	"lugares" smallint NOT NULL,
	"lugares_cadeirante" smallint DEFAULT 0 NOT NULL,
	"lugares_maca" smallint DEFAULT 0 NOT NULL,
	"acessivel" boolean DEFAULT false NOT NULL,
	"propriedade" smallint DEFAULT 1 NOT NULL,
	"contrato" text,
	"renavam" varchar(11),
	"consumo_km_litro" numeric(5, 2),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_veiculo_placa_uq" UNIQUE("cliente_id","placa"),
	CONSTRAINT "tp_veiculo_lugares" CHECK ("tp_veiculo"."lugares" >= 0 and "tp_veiculo"."lugares_cadeirante" >= 0 and "tp_veiculo"."lugares_maca" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tp_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"comprovante_acompanhante" boolean DEFAULT true NOT NULL,
	"mensagem_protocolo" text,
	"mensagem_aviso" text,
	"antecedencia_embarque_min" smallint DEFAULT 30 NOT NULL,
	"prazo_agendamento_horas" smallint DEFAULT 0 NOT NULL,
	"margem_chegada_min" smallint DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "tp_pre_agendamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_pre_agendamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"origem" smallint DEFAULT 1 NOT NULL,
	"destino_id" bigint,
	"local_id" bigint,
	"motivo_id" bigint,
	"data_desejada" date,
	"horario_consulta" time,
	"tipo_passageiro" smallint DEFAULT 1 NOT NULL,
	"acompanhantes" smallint DEFAULT 0 NOT NULL,
	"regulacao_numero" varchar(30),
	"unidade_id" bigint,
	"observacao" text,
	"agendado_em" timestamp with time zone,
	"usuario_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "tp_viagem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_viagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"horario_saida" time NOT NULL,
	"destino_id" bigint NOT NULL,
	"jornada_id" bigint,
	"veiculo_id" bigint NOT NULL,
	"condutor_id" bigint NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"observacao" text,
	"km_saida" integer,
	"km_chegada" integer,
	"combustivel_litros" numeric(8, 2),
	"combustivel_valor" numeric(10, 2),
	"pedagio_valor" numeric(10, 2),
	"outras_despesas" numeric(10, 2),
	"ocorrencias" text,
	"retorno_em" timestamp with time zone,
	"fechada_em" timestamp with time zone,
	"fechada_por" bigint,
	"montada_por" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "tp_viagem_situacao" CHECK ("tp_viagem"."situacao" between 1 and 3),
	CONSTRAINT "tp_viagem_km" CHECK ("tp_viagem"."km_chegada" is null or "tp_viagem"."km_saida" is null or "tp_viagem"."km_chegada" >= "tp_viagem"."km_saida")
);
--> statement-breakpoint
CREATE TABLE "tp_viagem_evento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tp_viagem_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"viagem_id" bigint NOT NULL,
	"tipo" text NOT NULL,
	"motivo" text,
	"antes" jsonb,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tp_acompanhante" ADD CONSTRAINT "tp_acompanhante_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_acompanhante" ADD CONSTRAINT "tp_acompanhante_agendamento_id_tp_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."tp_agendamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_destino_id_tp_destino_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."tp_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_local_id_tp_destino_local_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."tp_destino_local"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_ponto_id_tp_ponto_id_fk" FOREIGN KEY ("ponto_id") REFERENCES "public"."tp_ponto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_jornada_id_tp_jornada_id_fk" FOREIGN KEY ("jornada_id") REFERENCES "public"."tp_jornada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_motivo_id_tp_motivo_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."tp_motivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_grupo_id_tp_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."tp_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_viagem_id_tp_viagem_id_fk" FOREIGN KEY ("viagem_id") REFERENCES "public"."tp_viagem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_pre_agendamento_id_tp_pre_agendamento_id_fk" FOREIGN KEY ("pre_agendamento_id") REFERENCES "public"."tp_pre_agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento" ADD CONSTRAINT "tp_agendamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento_evento" ADD CONSTRAINT "tp_agendamento_evento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento_evento" ADD CONSTRAINT "tp_agendamento_evento_agendamento_id_tp_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."tp_agendamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_agendamento_evento" ADD CONSTRAINT "tp_agendamento_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_condutor" ADD CONSTRAINT "tp_condutor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_condutor" ADD CONSTRAINT "tp_condutor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_destino" ADD CONSTRAINT "tp_destino_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_destino" ADD CONSTRAINT "tp_destino_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_destino_local" ADD CONSTRAINT "tp_destino_local_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_destino_local" ADD CONSTRAINT "tp_destino_local_destino_id_tp_destino_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."tp_destino"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_grupo" ADD CONSTRAINT "tp_grupo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_destino_id_tp_destino_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."tp_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_veiculo_id_tp_veiculo_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."tp_veiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_condutor_id_tp_condutor_id_fk" FOREIGN KEY ("condutor_id") REFERENCES "public"."tp_condutor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_ponto_id_tp_ponto_id_fk" FOREIGN KEY ("ponto_id") REFERENCES "public"."tp_ponto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_jornada" ADD CONSTRAINT "tp_jornada_grupo_id_tp_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."tp_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_motivo" ADD CONSTRAINT "tp_motivo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_motivo" ADD CONSTRAINT "tp_motivo_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_ponto" ADD CONSTRAINT "tp_ponto_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_supervisor" ADD CONSTRAINT "tp_supervisor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_supervisor" ADD CONSTRAINT "tp_supervisor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_supervisor" ADD CONSTRAINT "tp_supervisor_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_veiculo" ADD CONSTRAINT "tp_veiculo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_parametrizacao" ADD CONSTRAINT "tp_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_destino_id_tp_destino_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."tp_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_local_id_tp_destino_local_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."tp_destino_local"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_motivo_id_tp_motivo_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."tp_motivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_pre_agendamento" ADD CONSTRAINT "tp_pre_agendamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_destino_id_tp_destino_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."tp_destino"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_jornada_id_tp_jornada_id_fk" FOREIGN KEY ("jornada_id") REFERENCES "public"."tp_jornada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_veiculo_id_tp_veiculo_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."tp_veiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_condutor_id_tp_condutor_id_fk" FOREIGN KEY ("condutor_id") REFERENCES "public"."tp_condutor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_fechada_por_usuario_id_fk" FOREIGN KEY ("fechada_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem" ADD CONSTRAINT "tp_viagem_montada_por_usuario_id_fk" FOREIGN KEY ("montada_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem_evento" ADD CONSTRAINT "tp_viagem_evento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem_evento" ADD CONSTRAINT "tp_viagem_evento_viagem_id_tp_viagem_id_fk" FOREIGN KEY ("viagem_id") REFERENCES "public"."tp_viagem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_viagem_evento" ADD CONSTRAINT "tp_viagem_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tp_acompanhante_ordem_uq" ON "tp_acompanhante" USING btree ("agendamento_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "tp_agendamento_numero_uq" ON "tp_agendamento" USING btree ("cliente_id","numero");--> statement-breakpoint
CREATE INDEX "tp_agendamento_data_idx" ON "tp_agendamento" USING btree ("cliente_id","data","destino_id");--> statement-breakpoint
CREATE INDEX "tp_agendamento_paciente_idx" ON "tp_agendamento" USING btree ("cliente_id","paciente_id","data");--> statement-breakpoint
CREATE INDEX "tp_agendamento_viagem_idx" ON "tp_agendamento" USING btree ("viagem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tp_agendamento_paciente_dia_uq" ON "tp_agendamento" USING btree ("cliente_id","paciente_id","data","destino_id") WHERE "tp_agendamento"."situacao" <> 5;--> statement-breakpoint
CREATE INDEX "tp_agendamento_evento_ag_idx" ON "tp_agendamento_evento" USING btree ("agendamento_id");--> statement-breakpoint
CREATE INDEX "tp_condutor_nome_idx" ON "tp_condutor" USING btree ("cliente_id","nome");--> statement-breakpoint
CREATE INDEX "tp_jornada_destino_idx" ON "tp_jornada" USING btree ("cliente_id","destino_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tp_parametrizacao_cliente_uq" ON "tp_parametrizacao" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "tp_pre_agendamento_espera_idx" ON "tp_pre_agendamento" USING btree ("cliente_id","agendado_em","data_desejada");--> statement-breakpoint
CREATE INDEX "tp_viagem_data_idx" ON "tp_viagem" USING btree ("cliente_id","data");--> statement-breakpoint
CREATE INDEX "tp_viagem_veiculo_idx" ON "tp_viagem" USING btree ("veiculo_id","data");--> statement-breakpoint
CREATE INDEX "tp_viagem_condutor_idx" ON "tp_viagem" USING btree ("condutor_id","data");--> statement-breakpoint
CREATE INDEX "tp_viagem_evento_viagem_idx" ON "tp_viagem_evento" USING btree ("viagem_id");