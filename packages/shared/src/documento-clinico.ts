import { z } from 'zod';
import { f } from './resource/fields.js';
import { mensagens } from './validation/messages.js';
import { zCid } from './validation/zod-fields.js';

/**
 * Documents a professional issues in an attendance (certificate, attendance declaration, referral, guidance,
 * and in the outpatient clinic the medical letter): core (issue 17), shared by the emergency care and the
 * outpatient attendance, each keeping its own rows.
 */
export const TipoDocumentoClinico = { ATESTADO: 1, DECLARACAO_COMPARECIMENTO: 2, ENCAMINHAMENTO: 3, ORIENTACAO: 4 } as const;
export type TipoDocumentoClinico = (typeof TipoDocumentoClinico)[keyof typeof TipoDocumentoClinico];
export const TIPO_DOCUMENTO_CLINICO_NOME: Record<number, string> = {
  1: 'Atestado médico',
  2: 'Declaração de comparecimento',
  3: 'Encaminhamento',
  4: 'Orientações ao paciente',
};

export const MENSAGENS_DOCUMENTO_CLINICO = {
  cidDoAtestado: 'Informe o CID a exibir no atestado.',
  horaFim: 'A hora de fim deve ser posterior à hora de início.',
} as const;

/** The hours of an attendance declaration: both required, the start before the end (same day). */
export function refinarHoras(v: { horaInicio?: string | null; horaFim?: string | null }, ctx: z.RefinementCtx) {
  if (!v.horaInicio) ctx.addIssue({ code: 'custom', path: ['horaInicio'], message: mensagens.obrigatorio('Hora de início') });
  if (!v.horaFim) ctx.addIssue({ code: 'custom', path: ['horaFim'], message: mensagens.obrigatorio('Hora de fim') });
  if (v.horaInicio && v.horaFim && v.horaInicio >= v.horaFim)
    ctx.addIssue({ code: 'custom', path: ['horaFim'], message: MENSAGENS_DOCUMENTO_CLINICO.horaFim });
}

const exigir = (ctx: z.RefinementCtx, valor: unknown, campo: string, rotulo: string) => {
  if (valor == null || valor === '') ctx.addIssue({ code: 'custom', path: [campo], message: mensagens.obrigatorio(rotulo) });
};

/**
 * A document of one of `tipos`. One shape for every kind; each kind asks for its own fields: the certificate
 * its days and start (the CID only with the patient's consent, CFM Res. 1.658/2002 art. 5: without consent no
 * CID is kept on it), the declaration its hours, the referral its specialty, service and reason, the guidance
 * (and any other kind given in `textoObrigatorio`, like the medical letter) its text.
 */
export function documentoClinicoSchemaDe(tipos: readonly number[], textoObrigatorio: Record<number, string> = {}) {
  return (
    z
      .object({
        tipo: f.enumeracao('Tipo de documento', tipos),
        dias: f.opcional(f.inteiro('Dias de afastamento', { min: 1, max: 365 })),
        dataInicio: f.opcional(f.data('Data de início')),
        exibirCid: f.booleano().default(false),
        cidCodigo: f.opcional(zCid('CID')),
        horaInicio: f.opcional(f.hora('Hora de início')),
        horaFim: f.opcional(f.hora('Hora de fim')),
        acompanhante: f.textoOpcional('Acompanhante', { max: 200 }),
        especialidadeId: f.opcional(f.referencia('Especialidade')),
        destino: f.textoOpcional('Serviço de destino', { max: 500 }),
        texto: f.textoOpcional('Texto', { max: 4000 }),
      })
      .superRefine((d, ctx) => {
        switch (d.tipo) {
          case TipoDocumentoClinico.ATESTADO:
            exigir(ctx, d.dias, 'dias', 'Dias de afastamento');
            exigir(ctx, d.dataInicio, 'dataInicio', 'Data de início');
            if (d.exibirCid && !d.cidCodigo)
              ctx.addIssue({ code: 'custom', path: ['cidCodigo'], message: MENSAGENS_DOCUMENTO_CLINICO.cidDoAtestado });
            break;
          case TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO:
            refinarHoras(d, ctx);
            break;
          case TipoDocumentoClinico.ENCAMINHAMENTO:
            exigir(ctx, d.especialidadeId, 'especialidadeId', 'Especialidade');
            exigir(ctx, d.destino, 'destino', 'Serviço de destino');
            exigir(ctx, d.texto, 'texto', 'Motivo do encaminhamento');
            break;
          case TipoDocumentoClinico.ORIENTACAO:
            exigir(ctx, d.texto, 'texto', 'Orientações');
            break;
          default:
            exigir(ctx, d.texto, 'texto', textoObrigatorio[d.tipo] ?? 'Texto');
        }
      })
      // each kind keeps only its own fields
      .transform((d) => {
        const t = d.tipo;
        const { ATESTADO, DECLARACAO_COMPARECIMENTO: DECLARACAO, ENCAMINHAMENTO } = TipoDocumentoClinico;
        return {
          tipo: t,
          dias: t === ATESTADO ? d.dias : null,
          dataInicio: t === ATESTADO ? d.dataInicio : null,
          cidCodigo: t === ATESTADO && d.exibirCid ? d.cidCodigo : null,
          horaInicio: t === DECLARACAO ? d.horaInicio : null,
          horaFim: t === DECLARACAO ? d.horaFim : null,
          acompanhante: t === DECLARACAO ? d.acompanhante : null,
          especialidadeId: t === ENCAMINHAMENTO ? d.especialidadeId : null,
          destino: t === ENCAMINHAMENTO ? d.destino : null,
          texto: t === DECLARACAO || t === ATESTADO ? null : d.texto,
        };
      })
  );
}

/** The emergency care's documents (the four kinds). */
export const documentoClinicoSchema = documentoClinicoSchemaDe(Object.values(TipoDocumentoClinico));
export type DocumentoClinicoInput = z.output<typeof documentoClinicoSchema>;
