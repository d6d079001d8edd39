CREATE TABLE "tarefa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"lotacao_id" bigint,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"parametros" jsonb NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"processados" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"mensagem" text,
	"nome_arquivo" text,
	"tipo_conteudo" text,
	"tamanho" integer,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciada_em" timestamp with time zone,
	"sinal_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarefa_arquivo" (
	"tarefa_id" uuid PRIMARY KEY NOT NULL,
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"conteudo" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarefa" ADD CONSTRAINT "tarefa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarefa" ADD CONSTRAINT "tarefa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarefa_arquivo" ADD CONSTRAINT "tarefa_arquivo_tarefa_id_tarefa_id_fk" FOREIGN KEY ("tarefa_id") REFERENCES "public"."tarefa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarefa_arquivo" ADD CONSTRAINT "tarefa_arquivo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarefa_usuario_idx" ON "tarefa" USING btree ("usuario_id","criada_em");--> statement-breakpoint
CREATE INDEX "tarefa_status_idx" ON "tarefa" USING btree ("status","criada_em");