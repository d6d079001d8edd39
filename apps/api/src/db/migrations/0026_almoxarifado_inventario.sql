CREATE TABLE "almoxarifado_dispensacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_dispensacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
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
	CONSTRAINT "almoxarifado_dispensacao_situacao_ck" CHECK ("almoxarifado_dispensacao"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_dispensacao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_dispensacao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"dispensacao_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"movimento_id" bigint,
	CONSTRAINT "almoxarifado_dispensacao_item_qtd_ck" CHECK ("almoxarifado_dispensacao_item"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "estoque_limite" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estoque_limite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer,
	"ponto_pedido" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "estoque_limite_uq" UNIQUE("cliente_id","centro_custo_id","material_id"),
	CONSTRAINT "estoque_limite_ck" CHECK ("estoque_limite"."minimo" >= 0 and ("estoque_limite"."maximo" is null or "estoque_limite"."maximo" >= "estoque_limite"."minimo")
          and ("estoque_limite"."ponto_pedido" is null or ("estoque_limite"."ponto_pedido" >= "estoque_limite"."minimo" and ("estoque_limite"."maximo" is null or "estoque_limite"."ponto_pedido" <= "estoque_limite"."maximo"))))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_inventario" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_inventario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"data_abertura" date NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"observacao" text,
	"aberto_por" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"aplicado_em" timestamp with time zone,
	"aplicado_por" bigint,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_inventario_situacao_ck" CHECK ("almoxarifado_inventario"."situacao" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_inventario_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_inventario_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"inventario_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade_esperada" integer NOT NULL,
	"quantidade_contada" integer,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"incluido" boolean DEFAULT false NOT NULL,
	"contado_em" timestamp with time zone,
	"contado_por" bigint,
	CONSTRAINT "almoxarifado_inventario_item_qtd_ck" CHECK ("almoxarifado_inventario_item"."quantidade_esperada" >= 0 and coalesce("almoxarifado_inventario_item"."quantidade_contada", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao" ADD CONSTRAINT "almoxarifado_dispensacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao" ADD CONSTRAINT "almoxarifado_dispensacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao" ADD CONSTRAINT "almoxarifado_dispensacao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao_item" ADD CONSTRAINT "almoxarifado_dispensacao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao_item" ADD CONSTRAINT "almoxarifado_dispensacao_item_dispensacao_id_almoxarifado_dispensacao_id_fk" FOREIGN KEY ("dispensacao_id") REFERENCES "public"."almoxarifado_dispensacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao_item" ADD CONSTRAINT "almoxarifado_dispensacao_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao_item" ADD CONSTRAINT "almoxarifado_dispensacao_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_dispensacao_item" ADD CONSTRAINT "almoxarifado_dispensacao_item_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_limite" ADD CONSTRAINT "estoque_limite_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_limite" ADD CONSTRAINT "estoque_limite_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_limite" ADD CONSTRAINT "estoque_limite_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario" ADD CONSTRAINT "almoxarifado_inventario_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario" ADD CONSTRAINT "almoxarifado_inventario_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario_item" ADD CONSTRAINT "almoxarifado_inventario_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario_item" ADD CONSTRAINT "almoxarifado_inventario_item_inventario_id_almoxarifado_inventario_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."almoxarifado_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario_item" ADD CONSTRAINT "almoxarifado_inventario_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_inventario_item" ADD CONSTRAINT "almoxarifado_inventario_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "almoxarifado_dispensacao_centro_idx" ON "almoxarifado_dispensacao" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_dispensacao_paciente_idx" ON "almoxarifado_dispensacao" USING btree ("cliente_id","paciente_id","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_dispensacao_item_idx" ON "almoxarifado_dispensacao_item" USING btree ("dispensacao_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_dispensacao_item_material_idx" ON "almoxarifado_dispensacao_item" USING btree ("cliente_id","material_id");--> statement-breakpoint
CREATE INDEX "estoque_limite_material_idx" ON "estoque_limite" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_inventario_centro_idx" ON "almoxarifado_inventario" USING btree ("cliente_id","centro_custo_id","data_abertura");--> statement-breakpoint
CREATE UNIQUE INDEX "almoxarifado_inventario_em_andamento_uq" ON "almoxarifado_inventario" USING btree ("centro_custo_id") WHERE situacao = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "almoxarifado_inventario_item_lote_uq" ON "almoxarifado_inventario_item" USING btree ("inventario_id","lote_id");