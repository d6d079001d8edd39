import { SITUACAO_LAUDO_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FonteResultadosExame } from '../../../lib/clinico/resultados-exame.js';

/**
 * The imaging service's signed reports as the requesting professional reads them in the attendance (issue 22,
 * beyond peers): the current signed version of each exam, with its conclusion, and its signed PDF.
 */
export const fonteResultadosImagem: FonteResultadosExame = {
  origem: 'exame-imagem',
  async listarDoPaciente(tx, pacienteId) {
    const { rows } = await tx.execute(sql`
      select l.id, ie.paciente_id, l.assinado_em, coalesce(e.nome, ps.nome) as exame, l.conclusao, l.versao,
             (select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = l.assinado_por) as profissional,
             l.pdf_assinado is not null as tem_pdf
        from img_laudo l join img_exame ie on ie.id = l.img_exame_id
        left join exame e on e.id = ie.exame_id left join procedimento_sigtap ps on ps.codigo = ie.procedimento_codigo
       where ie.paciente_id = ${pacienteId} and l.situacao = ${SITUACAO_LAUDO_IMAGEM.assinado}
       order by l.assinado_em desc, l.id desc`);
    return rows.map((r) => ({
      origem: 'exame-imagem',
      id: Number(r.id),
      pacienteId: Number(r.paciente_id),
      data: r.assinado_em as Date,
      exameNome: String(r.exame ?? ''),
      situacao: Number(r.versao) > 1 ? `Assinado (retificado, versão ${r.versao})` : 'Assinado',
      resumo: (r.conclusao as string | null) ?? null,
      profissional: (r.profissional as string | null) ?? null,
      temPdf: Boolean(r.tem_pdf),
    }));
  },
  async pdf(tx, id) {
    const { rows } = await tx.execute(sql`
      select l.pdf_assinado, ie.paciente_id from img_laudo l join img_exame ie on ie.id = l.img_exame_id
       where l.id = ${id} and l.situacao = ${SITUACAO_LAUDO_IMAGEM.assinado}`);
    const r = rows[0];
    if (!r?.pdf_assinado) return null;
    return { pdf: Buffer.from(r.pdf_assinado as Uint8Array), pacienteId: Number(r.paciente_id), tabela: 'img_laudo' };
  },
};
