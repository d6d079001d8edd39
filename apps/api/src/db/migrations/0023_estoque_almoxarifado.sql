CREATE TABLE "almoxarifado_entrada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_entrada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"inicial" boolean DEFAULT false NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"fornecedor_id" bigint,
	"numero_nota" varchar(20),
	"serie" varchar(5),
	"data_emissao" date,
	"data_entrada" date NOT NULL,
	"valor_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_entrada_situacao_ck" CHECK ("almoxarifado_entrada"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_entrada_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_entrada_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"entrada_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"valor_unitario" numeric(14, 4) NOT NULL,
	"movimento_id" bigint,
	CONSTRAINT "almoxarifado_entrada_item_qtd_ck" CHECK ("almoxarifado_entrada_item"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_saida" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_saida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"destino_tipo" smallint NOT NULL,
	"centro_custo_destino_id" bigint,
	"data" date NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_saida_destino_ck" CHECK ("almoxarifado_saida"."destino_tipo" = 2 or "almoxarifado_saida"."centro_custo_destino_id" is not null),
	CONSTRAINT "almoxarifado_saida_situacao_ck" CHECK ("almoxarifado_saida"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_saida_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_saida_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"saida_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"movimento_id" bigint,
	CONSTRAINT "almoxarifado_saida_item_qtd_ck" CHECK ("almoxarifado_saida_item"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "estoque_custo_medio" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"custo_medio" numeric(14, 4) DEFAULT '0' NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_custo_medio_pk" PRIMARY KEY("centro_custo_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "estoque_fechamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_fechamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"data_fechamento" date NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "estoque_fechamento_uq" UNIQUE("centro_custo_id","data_fechamento")
);
--> statement-breakpoint
CREATE TABLE "estoque_lote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote" varchar(30) NOT NULL,
	"validade" date NOT NULL,
	"fabricante_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "estoque_lote_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","material_id","lote","fabricante_id")
);
--> statement-breakpoint
CREATE TABLE "estoque_movimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_movimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"data" date NOT NULL,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"centro_custo_id" bigint NOT NULL,
	"centro_custo_origem_id" bigint,
	"centro_custo_destino_id" bigint,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"documento_tipo" varchar(40),
	"documento_id" bigint,
	"motivo" text,
	"estorno_de_id" bigint,
	CONSTRAINT "estoque_movimento_quantidade_ck" CHECK ("estoque_movimento"."quantidade" <> 0),
	CONSTRAINT "estoque_movimento_tipo_ck" CHECK (tipo in ('entrada_inicial', 'entrada_nf', 'saida', 'transferencia_saida', 'transferencia_entrada', 'estorno_transferencia', 'suprimento_requisicao', 'estorno_suprimento', 'baixa', 'estorno_baixa', 'estorno_entrada', 'estorno_saida', 'ajuste_inventario', 'dispensacao', 'estorno_dispensacao', 'aplicacao_vacina', 'estorno_aplicacao_vacina', 'perda_frasco_aberto'))
);
--> statement-breakpoint
CREATE TABLE "estoque_saldo" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_saldo_pk" PRIMARY KEY("centro_custo_id","lote_id"),
	CONSTRAINT "estoque_saldo_quantidade_ck" CHECK ("estoque_saldo"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estoque_transferencia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_transferencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_origem_id" bigint NOT NULL,
	"centro_custo_destino_id" bigint NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"data_envio" date NOT NULL,
	"enviado_por" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"data_recebimento" date,
	"recebido_por" bigint,
	"documento_tipo" varchar(40),
	"documento_id" bigint,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "estoque_transferencia_situacao_ck" CHECK ("estoque_transferencia"."situacao" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "estoque_transferencia_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_transferencia_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"transferencia_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade_enviada" integer NOT NULL,
	"quantidade_recebida" integer,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"motivo_divergencia" text,
	CONSTRAINT "estoque_transferencia_item_qtd_ck" CHECK ("estoque_transferencia_item"."quantidade_enviada" > 0 and coalesce("estoque_transferencia_item"."quantidade_recebida", 0) between 0 and "estoque_transferencia_item"."quantidade_enviada")
);
--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada" ADD CONSTRAINT "almoxarifado_entrada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada" ADD CONSTRAINT "almoxarifado_entrada_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada" ADD CONSTRAINT "almoxarifado_entrada_fornecedor_id_fornecedor_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada_item" ADD CONSTRAINT "almoxarifado_entrada_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada_item" ADD CONSTRAINT "almoxarifado_entrada_item_entrada_id_almoxarifado_entrada_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."almoxarifado_entrada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada_item" ADD CONSTRAINT "almoxarifado_entrada_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada_item" ADD CONSTRAINT "almoxarifado_entrada_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_entrada_item" ADD CONSTRAINT "almoxarifado_entrada_item_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida" ADD CONSTRAINT "almoxarifado_saida_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida" ADD CONSTRAINT "almoxarifado_saida_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida" ADD CONSTRAINT "almoxarifado_saida_centro_custo_destino_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_destino_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida_item" ADD CONSTRAINT "almoxarifado_saida_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida_item" ADD CONSTRAINT "almoxarifado_saida_item_saida_id_almoxarifado_saida_id_fk" FOREIGN KEY ("saida_id") REFERENCES "public"."almoxarifado_saida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida_item" ADD CONSTRAINT "almoxarifado_saida_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida_item" ADD CONSTRAINT "almoxarifado_saida_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_saida_item" ADD CONSTRAINT "almoxarifado_saida_item_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_custo_medio" ADD CONSTRAINT "estoque_custo_medio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_custo_medio" ADD CONSTRAINT "estoque_custo_medio_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_custo_medio" ADD CONSTRAINT "estoque_custo_medio_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_fechamento" ADD CONSTRAINT "estoque_fechamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_fechamento" ADD CONSTRAINT "estoque_fechamento_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_lote" ADD CONSTRAINT "estoque_lote_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_lote" ADD CONSTRAINT "estoque_lote_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_lote" ADD CONSTRAINT "estoque_lote_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_centro_custo_origem_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_origem_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_centro_custo_destino_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_destino_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimento" ADD CONSTRAINT "estoque_movimento_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldo" ADD CONSTRAINT "estoque_saldo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldo" ADD CONSTRAINT "estoque_saldo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldo" ADD CONSTRAINT "estoque_saldo_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldo" ADD CONSTRAINT "estoque_saldo_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia" ADD CONSTRAINT "estoque_transferencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia" ADD CONSTRAINT "estoque_transferencia_centro_custo_origem_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_origem_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia" ADD CONSTRAINT "estoque_transferencia_centro_custo_destino_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_destino_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia_item" ADD CONSTRAINT "estoque_transferencia_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia_item" ADD CONSTRAINT "estoque_transferencia_item_transferencia_id_estoque_transferencia_id_fk" FOREIGN KEY ("transferencia_id") REFERENCES "public"."estoque_transferencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia_item" ADD CONSTRAINT "estoque_transferencia_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_transferencia_item" ADD CONSTRAINT "estoque_transferencia_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "almoxarifado_entrada_centro_idx" ON "almoxarifado_entrada" USING btree ("cliente_id","centro_custo_id","data_entrada");--> statement-breakpoint
CREATE INDEX "almoxarifado_entrada_nota_idx" ON "almoxarifado_entrada" USING btree ("cliente_id","fornecedor_id","numero_nota");--> statement-breakpoint
CREATE INDEX "almoxarifado_entrada_item_idx" ON "almoxarifado_entrada_item" USING btree ("entrada_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_saida_centro_idx" ON "almoxarifado_saida" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_saida_item_idx" ON "almoxarifado_saida_item" USING btree ("saida_id");--> statement-breakpoint
CREATE INDEX "estoque_lote_validade_idx" ON "estoque_lote" USING btree ("cliente_id","validade");--> statement-breakpoint
CREATE INDEX "estoque_movimento_centro_data_idx" ON "estoque_movimento" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "estoque_movimento_material_idx" ON "estoque_movimento" USING btree ("cliente_id","material_id","data");--> statement-breakpoint
CREATE INDEX "estoque_movimento_lote_idx" ON "estoque_movimento" USING btree ("lote_id");--> statement-breakpoint
CREATE INDEX "estoque_movimento_documento_idx" ON "estoque_movimento" USING btree ("cliente_id","documento_tipo","documento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estoque_movimento_estorno_uq" ON "estoque_movimento" USING btree ("estorno_de_id");--> statement-breakpoint
CREATE INDEX "estoque_saldo_material_idx" ON "estoque_saldo" USING btree ("cliente_id","material_id","centro_custo_id");--> statement-breakpoint
CREATE INDEX "estoque_transferencia_destino_idx" ON "estoque_transferencia" USING btree ("cliente_id","centro_custo_destino_id","situacao");--> statement-breakpoint
CREATE INDEX "estoque_transferencia_origem_idx" ON "estoque_transferencia" USING btree ("cliente_id","centro_custo_origem_id","situacao");--> statement-breakpoint
CREATE INDEX "estoque_transferencia_item_idx" ON "estoque_transferencia_item" USING btree ("transferencia_id");--> statement-breakpoint
-- the ledger is immutable (decision 0013): a mistake is undone by a reversal movement, never by an edit
CREATE OR REPLACE FUNCTION estoque_movimento_imutavel() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'Os movimentos de estoque não podem ser alterados nem excluídos: registre um estorno.';
END $fn$;--> statement-breakpoint
CREATE TRIGGER estoque_movimento_imutavel BEFORE UPDATE OR DELETE ON "estoque_movimento" FOR EACH ROW EXECUTE FUNCTION estoque_movimento_imutavel();
