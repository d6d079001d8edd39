import { ListaImpressaoLaudos } from './ListaImpressaoLaudos';

/** exame-imagem/reimpressao-resultado/index (issue 22): the printed reports; a reprint is recorded as such. */
export default function ReimpressaoLaudosImagemPage() {
  return (
    <ListaImpressaoLaudos
      tela="reimpressao-resultado"
      titulo="Reimpressão de laudos"
      subTitulo="Laudos já impressos. A reimpressão fica registrada como tal."
    />
  );
}
