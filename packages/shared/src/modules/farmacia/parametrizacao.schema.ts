import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import { type ConfiguracaoMeta, campoParametrizacaoSchema } from '../administracao/index.js';

/**
 * farmacia/parametrizacao (spec 000 §2.3, issue 19): the pharmacy settings of the municipality, one row of
 * `farmacia_parametrizacao` (its columns are these keys), shown on the settings-by-group page. The database checks
 * the same limits; the messages are these.
 */
type Meta = Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string };
const meta = (m: Meta) => ({ ...m }) as Record<string, unknown>;

/**
 * The indications RDC Anvisa 11/2011 allows thalidomide for (Anexo), as CID-10 codes or categories: erythema
 * nodosum leprosum (A30), aphthous ulcers in HIV/AIDS (B23.8, K12.0), lupus erythematosus (L93, M32), graft-versus-host
 * disease (T86.0), multiple myeloma (C90.0) and myelodysplastic syndrome (D46). A municipality edits the list.
 */
export const CIDS_TALIDOMIDA_PADRAO = ['A30', 'B23.8', 'K12.0', 'L93', 'M32', 'T86.0', 'C90.0', 'D46'] as const;

export const MENSAGENS_PARAMETRIZACAO_FARMACIA = {
  cidsObrigatorio: 'Informe ao menos um CID permitido para a talidomida.',
  cidInvalido: (c: string) => `CID inválido: ${c}. Use a categoria (ex.: A30) ou a subcategoria (ex.: B23.8).`,
  cidInexistente: (c: string) => `CID não encontrado na tabela CID-10: ${c}.`,
  idadeFertil: 'A idade final da idade fértil deve ser maior ou igual à inicial.',
} as const;

const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

/** 'b238' or 'B23.8' → 'B23.8'; a category stays 'A30'. */
export const normalizarCid = (c: string) => {
  const s = c.trim().toUpperCase().replace('.', '');
  return s.length === 4 ? `${s.slice(0, 3)}.${s[3]}` : s;
};

const cids = z
  .array(z.string().trim().min(1))
  .default([...CIDS_TALIDOMIDA_PADRAO])
  .transform((l) => [...new Set(l.map(normalizarCid))])
  .superRefine((l, c) => {
    if (!l.length) c.addIssue({ code: 'custom', message: MENSAGENS_PARAMETRIZACAO_FARMACIA.cidsObrigatorio });
    const errado = l.find((x) => !/^[A-Z]\d{2}(\.\d)?$/.test(x));
    if (errado) c.addIssue({ code: 'custom', message: MENSAGENS_PARAMETRIZACAO_FARMACIA.cidInvalido(errado) });
  });

export const parametrizacaoFarmaciaSchema = z
  .object({
    toleranciaRetiradaDias: inteiro('Tolerância para retirada antecipada', 0, 60)
      .default(5)
      .meta(
        meta({
          title: 'Tolerância para retirada antecipada (dias)',
          description:
            'Quantos dias antes da próxima retirada calculada o paciente já pode retirar de novo o mesmo medicamento sem autorização (0: só a partir da data).',
          grupo: 'Retirada de medicamentos',
          tipo: 'inteiro',
        }),
      ),
    exigeSupervisorRetiradaAntecipada: z
      .boolean()
      .default(true)
      .meta(
        meta({
          title: 'Retirada antecipada exige supervisor',
          description:
            'Ligado: uma retirada antes do prazo só é feita com o login e a senha de um supervisor da farmácia. Desligado: a tela apenas avisa.',
          grupo: 'Retirada de medicamentos',
          tipo: 'booleano',
        }),
      ),
    validadeReceitaComumDias: inteiro('Validade da receita comum', 1, 365)
      .default(180)
      .meta(
        meta({
          title: 'Validade da receita comum (dias)',
          description:
            'Receitas comuns emitidas há mais dias que isto não aparecem para dispensar. As de controle especial valem 30 dias (Portaria 344/98) e as de talidomida 20 (RDC 11/2011), fixos em lei.',
          grupo: 'Receitas',
          tipo: 'inteiro',
        }),
      ),
    imprimirReciboAoSalvar: z
      .boolean()
      .default(true)
      .meta(
        meta({
          title: 'Imprimir o recibo ao salvar a dispensação',
          description: 'Abre o recibo de 8 cm para impressão logo depois de cada dispensação salva.',
          grupo: 'Receitas',
          tipo: 'booleano',
        }),
      ),
    cidsTalidomida: cids.meta(
      meta({
        title: 'CIDs permitidos para a talidomida',
        description:
          'Indicações da RDC 11/2011 (Anexo). Uma categoria de 3 caracteres (ex.: M32) cobre as suas subcategorias. A talidomida só é dispensada para estes CIDs.',
        grupo: 'Talidomida (RDC 11/2011)',
        tipo: 'lista',
      }),
    ),
    idadeFertilMinima: inteiro('Início da idade fértil', 0, 120)
      .default(10)
      .meta(
        meta({
          title: 'Idade fértil: de (anos)',
          description: 'A partir desta idade, a paciente precisa do termo de esclarecimento e responsabilidade registrado.',
          grupo: 'Talidomida (RDC 11/2011)',
          tipo: 'inteiro',
        }),
      ),
    idadeFertilMaxima: inteiro('Fim da idade fértil', 0, 120)
      .default(55)
      .meta(
        meta({
          title: 'Idade fértil: até (anos)',
          description: 'Até esta idade (inclusive) vale a exigência do termo para mulheres.',
          grupo: 'Talidomida (RDC 11/2011)',
          tipo: 'inteiro',
        }),
      ),
  })
  .superRefine((v, c) => {
    if (v.idadeFertilMinima > v.idadeFertilMaxima)
      c.addIssue({ code: 'custom', path: ['idadeFertilMaxima'], message: MENSAGENS_PARAMETRIZACAO_FARMACIA.idadeFertil });
  });
export type ParametrizacaoFarmaciaEntrada = z.infer<typeof parametrizacaoFarmaciaSchema>;

/** The keys with their metadata, in the page's order. */
export function camposParametrizacaoFarmacia() {
  return Object.entries(parametrizacaoFarmaciaSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as Meta),
  }));
}

export const parametrizacaoFarmaciaModeloSchema = z.object({
  toleranciaRetiradaDias: z.number(),
  exigeSupervisorRetiradaAntecipada: z.boolean(),
  validadeReceitaComumDias: z.number(),
  imprimirReciboAoSalvar: z.boolean(),
  cidsTalidomida: z.array(z.string()),
  idadeFertilMinima: z.number(),
  idadeFertilMaxima: z.number(),
});

/** GET /api/farmacia/parametrizacao: the keys (form, with the CID-10 names of the listed codes) and the values (model). */
export const parametrizacaoFarmaciaEdicaoSchema = z.object({
  form: z.object({
    campos: z.array(campoParametrizacaoSchema),
    cids: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
  }),
  model: parametrizacaoFarmaciaModeloSchema,
});
