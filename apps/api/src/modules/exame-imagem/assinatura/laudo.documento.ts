import { identificacaoPdfLaudoImagem, SITUACAO_LAUDO_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../lib/print/formatos.js';

/** CRM in the user's `registro_tipo_id` (ConselhoProfissional). */
const CONSELHO_CRM = 7;

export const MARCA_SEM_ASSINATURA = 'SEM ASSINATURA — NÃO VÁLIDO COMO LAUDO FINAL';

/** What the report settings say (img_parametrizacao; defaults while the row does not exist). */
export interface ParametrosLaudo {
  cabecalhoLaudo: string | null;
  rodapeLaudo: string | null;
  imprimirSomenteAssinado: boolean;
}

// read by SQL: the settings folder owns the row (and creates it on its first read); a missing row is the defaults
export async function lerParametrosLaudo(tx: Tx): Promise<ParametrosLaudo> {
  const { rows } = await tx.execute(sql`
    select cabecalho_laudo, rodape_laudo, imprimir_somente_assinado from img_parametrizacao order by id limit 1`);
  const p = rows[0];
  return {
    cabecalhoLaudo: (p?.cabecalho_laudo as string | null) ?? null,
    rodapeLaudo: (p?.rodape_laudo as string | null) ?? null,
    imprimirSomenteAssinado: p ? Boolean(p.imprimir_somente_assinado) : true,
  };
}

/** One report version with everything its document prints. 404 when missing. */
export async function carregarLaudoImagem(tx: Tx, laudoId: number) {
  const { rows } = await tx.execute(sql`
    select l.id, l.cliente_id, l.img_exame_id, l.versao, l.texto, l.conclusao, l.situacao, l.motivo_alteracao, l.lancado_por,
           l.lancado_em, l.assinado_por, l.assinado_em, ie.paciente_id, ie.unidade_id, ie.realizado_em, ie.procedimento_codigo,
           coalesce(ex.nome, ps.nome) as exame, eq.nome as equipamento,
           coalesce(nullif(ie.solicitante_nome, ''), (select c2.nome from usuario u2 join cidadao c2 on c2.id = u2.cidadao_id
                                                       where u2.id = ie.profissional_solicitante_id)) as solicitante,
           us.nome_fantasia as unidade_solicitante,
           coalesce(nullif(c.nome_social, ''), c.nome) as paciente, c.sexo_id, c.cns,
           extract(year from age(current_date, c.data_nascimento))::int as idade,
           un.nome_fantasia as unidade, un.cnes, un.numero as unidade_numero, lg.nome as logradouro, mu.nome as municipio, es.uf,
           rc.nome as radiologista, ru.registro_tipo_id, ru.registro_numero, re.uf as registro_uf,
           (select p.lancado_em from img_laudo p where p.img_exame_id = l.img_exame_id and p.versao = l.versao - 1) as anterior_em
      from img_laudo l join img_exame ie on ie.id = l.img_exame_id join cidadao c on c.id = ie.paciente_id
      join unidade un on un.id = ie.unidade_id
      left join logradouro lg on lg.id = un.logradouro_id left join municipio mu on mu.id = un.municipio_id left join estado es on es.id = mu.estado_id
      left join exame ex on ex.id = ie.exame_id left join procedimento_sigtap ps on ps.codigo = ie.procedimento_codigo
      left join img_equipamento eq on eq.id = ie.equipamento_id left join unidade us on us.id = ie.unidade_solicitante_id
      join usuario ru on ru.id = coalesce(l.assinado_por, l.lancado_por) join cidadao rc on rc.id = ru.cidadao_id
      left join estado re on re.id = ru.registro_estado_id
     where l.id = ${laudoId}`);
  const r = rows[0];
  if (!r) throw notFound('Laudo não encontrado.');
  return r as Record<string, unknown> & { cliente_id: number; paciente_id: number; img_exame_id: number; situacao: number };
}

const rotulo = (k: string, v: string): Content => ({ text: [{ text: `${k}: `, bold: true }, v || '—'] });
const sexo = (id: unknown) =>
  id == null ? 'Não informado' : Number(id) === 0 ? 'Masculino' : Number(id) === 1 ? 'Feminino' : 'Não informado';

export interface OpcoesDocumentoLaudo {
  /** Who prints (footer). */
  usuario: string;
  /** The professional about to sign it (the copy sent to the signature): his name goes on the signature line. */
  assinante?: string | null;
}

/**
 * The A4 imaging report (issue 22): the unit (logo, name, address, CNES) and the settings' header, the patient
 * (name by preference, age, sex, CNS), the exam with its SIGTAP code, equipment, day done and requester, the report
 * text and conclusion, the radiologist with his CRM, "Assinado digitalmente por … em …" when signed, the settings'
 * footer. A version n>1 names the one it rectifies and why; an unsigned print is marked as not final.
 */
export async function documentoLaudoImagem(tx: Tx, laudoId: number, opts: OpcoesDocumentoLaudo) {
  const l = await carregarLaudoImagem(tx, laudoId);
  const param = await lerParametrosLaudo(tx);
  const cab = await carregarCabecalho(tx, Number(l.cliente_id), { unidadeId: Number(l.unidade_id) });
  const endereco = [l.logradouro, l.unidade_numero, l.municipio && `${l.municipio}${l.uf ? `/${l.uf}` : ''}`].filter(Boolean).join(', ');
  cab.unidade = [l.unidade, endereco, l.cnes ? `CNES ${l.cnes}` : null].filter(Boolean).join(' — ');
  const assinado = Number(l.situacao) === SITUACAO_LAUDO_IMAGEM.assinado;
  const versao = Number(l.versao);
  const crm =
    l.registro_numero && (l.registro_tipo_id == null || Number(l.registro_tipo_id) === CONSELHO_CRM)
      ? `CRM ${l.registro_numero}${l.registro_uf ? `/${l.registro_uf}` : ''}`
      : null;
  const conteudo: Content[] = [];
  if (param.cabecalhoLaudo) conteudo.push({ text: param.cabecalhoLaudo, alignment: 'center', margin: [0, 0, 0, 6] });
  if (!assinado && !opts.assinante)
    conteudo.push({ text: MARCA_SEM_ASSINATURA, bold: true, color: '#b00020', alignment: 'center', fontSize: 11, margin: [0, 0, 0, 6] });
  conteudo.push(
    {
      table: {
        widths: ['*', 'auto', 'auto', 'auto'],
        body: [
          [
            rotulo('Paciente', String(l.paciente)),
            rotulo('Idade', l.idade == null ? '—' : `${l.idade} anos`),
            rotulo('Sexo', sexo(l.sexo_id)),
            rotulo('CNS', String(l.cns ?? '')),
          ],
          [
            rotulo('Exame', `${l.exame ?? ''} (SIGTAP ${l.procedimento_codigo})`),
            rotulo('Equipamento', String(l.equipamento ?? '')),
            { text: [{ text: 'Realizado em: ', bold: true }, l.realizado_em ? dataBr(l.realizado_em as Date) : '—'], colSpan: 2 },
            '',
          ],
          [
            {
              text: [
                { text: 'Solicitante: ', bold: true },
                `${l.solicitante ?? '—'}${l.unidade_solicitante ? ` — ${l.unidade_solicitante}` : ''}`,
              ],
              colSpan: 4,
            },
            '',
            '',
            '',
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
    ...(versao > 1
      ? [
          {
            text: `Retifica o laudo de ${dataBr(l.anterior_em as Date)} (versão ${versao - 1}). Motivo: ${l.motivo_alteracao ?? '—'}`,
            italics: true,
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : []),
    { text: 'Laudo', bold: true, fontSize: 10, margin: [0, 0, 0, 2] },
    { text: String(l.texto), margin: [0, 0, 0, 8], preserveLeadingSpaces: true },
  );
  if (l.conclusao) conteudo.push({ text: 'Conclusão', bold: true, fontSize: 10, margin: [0, 0, 0, 2] }, { text: String(l.conclusao) });
  const responsavel = opts.assinante ?? String(l.radiologista);
  conteudo.push({
    stack: [
      { text: '______________________________________________', alignment: 'center', margin: [0, 24, 0, 0] },
      { text: responsavel, bold: true, alignment: 'center' },
      ...(crm ? [{ text: crm, alignment: 'center' } as Content] : []),
      ...(assinado || opts.assinante
        ? [
            {
              text: `Assinado digitalmente por ${responsavel} em ${dataHoraBr(assinado ? (l.assinado_em as Date) : new Date())}`,
              alignment: 'center',
              italics: true,
              fontSize: 8,
            } as Content,
          ]
        : []),
    ],
    unbreakable: true,
  });
  if (param.rodapeLaudo)
    conteudo.push({ text: param.rodapeLaudo, alignment: 'center', fontSize: 7.5, color: '#555555', margin: [0, 14, 0, 0] });
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'Laudo de exame de imagem',
    subtitulo: versao > 1 ? `Versão ${versao}` : null,
    conteudo,
    usuario: opts.usuario,
  });
  const definicao: TDocumentDefinitions = { ...def, info: { ...def.info, keywords: identificacaoPdfLaudoImagem(laudoId) } };
  return { definicao, laudo: l };
}
