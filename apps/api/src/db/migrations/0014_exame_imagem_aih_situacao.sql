ALTER TABLE "aih" ADD COLUMN "unidade_id" bigint;--> statement-breakpoint
ALTER TABLE "aih" ADD COLUMN "situacao_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aih" ADD COLUMN "situacao_por" bigint;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD COLUMN "motivo_cancelamento" text;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD COLUMN "cancelado_por" bigint;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aih" ADD CONSTRAINT "aih_situacao_por_usuario_id_fk" FOREIGN KEY ("situacao_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_imagem" ADD CONSTRAINT "exame_imagem_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;