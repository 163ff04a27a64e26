/**
 * The first version of the 'Política de tratamiento de datos personales' the product ships with
 * (version 1, seeded when the table is empty). The office publishes later versions from 'Datos
 * Personales'; this text names the responsible party, the purposes, the titular's rights and the
 * channel, as Ley 1581 de 2012 (art. 12) and Decreto 1377 de 2013 (art. 13) ask.
 */
export const firstNoticeText = (institution: string, product: string, officeEmail: string) => ({
  title: 'Política de tratamiento de datos personales',
  body: `1. Responsable del tratamiento
${institution}, a través de su Unidad de Investigación, es responsable del tratamiento de los datos personales que se registran en ${product}. Canal de atención: ${officeEmail}, y la opción 'Mis Datos Personales' de ${product}.

2. Datos que se tratan
Datos de identificación (tipo y número de documento, nombre), de contacto (correo electrónico, teléfono móvil), académicos y profesionales (seccional, facultad, grupo de investigación, CvLAC, ORCID, Google Académico, formación), los registros de estrategias de formación, proyectos de investigación, evaluaciones e informes de ejecución en los que usted participa, los documentos que carga, y el historial de inicios de sesión (fecha, dirección IP y navegador).

3. Finalidades
a) Registrar, evaluar, aprobar y hacer seguimiento a las estrategias de formación y a los proyectos de investigación presentados a las convocatorias institucionales.
b) Gestionar la evaluación por pares, incluida la reserva de la identidad de evaluadores y autores en las convocatorias ciegas.
c) Expedir actas, certificados y paz y salvos, y enviar notificaciones y recordatorios relacionados.
d) Reportar la actividad investigativa a las autoridades que lo exijan (Ministerio de Ciencia, Tecnología e Innovación, Ministerio de Educación Nacional) y elaborar estadísticas institucionales.
e) Proteger la seguridad de las cuentas y mantener un registro de auditoría de los accesos.

4. Derechos del titular (Ley 1581 de 2012, art. 8)
Usted puede conocer, actualizar y rectificar sus datos personales; solicitar prueba de la autorización otorgada; ser informado sobre el uso que se ha dado a sus datos; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización y solicitar la supresión de sus datos cuando no exista un deber legal o contractual de conservarlos; y acceder en forma gratuita a sus datos.

5. Cómo ejercer sus derechos
Desde 'Mis Datos Personales' puede descargar todos los datos que ${product} conserva sobre usted y radicar una consulta, una solicitud de corrección o una solicitud de supresión. Las consultas se responden en un término máximo de diez (10) días hábiles y los reclamos (corrección y supresión) en un término máximo de quince (15) días hábiles, contados a partir del día siguiente a su recibo.

6. Datos de terceros
Quien registra datos de investigadores, aliados o actores externos declara contar con su autorización e indica en el formulario su origen y fecha.

7. Conservación
Los datos se conservan mientras sean necesarios para las finalidades descritas. Los proyectos ya enviados a una convocatoria conservan la información que la convocatoria y sus actas requieren, aun después de una solicitud de supresión.

8. Vigencia
Esta política rige desde su publicación. Cada nueva versión se le presentará para su aceptación al ingresar.`,
});
