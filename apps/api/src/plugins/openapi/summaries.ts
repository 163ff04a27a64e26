/**
 * The English summary of every /api operation, by `METHOD url` as the route is declared (Fastify's
 * `:param` and `*`), kept here in one place rather than in forty route files. `also` lists the
 * answers a route gives beyond those its declaration implies (errors.ts): a rate limit (429), a
 * refusal of its own. The OpenAPI test fails when a route has no entry here.
 */
export type TOperationText = {
  summary: string;
  also?: readonly number[];
  /** A route that answers by sending the browser elsewhere (302): what the redirect means. */
  redirect?: string;
};

const LIMITED = [429] as const;

/** A catalogue's list and CRUD (platform/crud): `thing` singular, `things` plural. */
const catalogue = (url: string, thing: string, things: string): Record<string, TOperationText> => ({
  [`GET ${url}`]: { summary: `List ${things} (paged, searched, filtered, sorted)` },
  [`POST ${url}`]: { summary: `Create a ${thing}`, also: [409] },
  [`PUT ${url}/:id`]: { summary: `Update a ${thing}`, also: [409] },
  [`DELETE ${url}/:id`]: { summary: `Delete a ${thing}`, also: [409] },
});

/** A catalogue's spreadsheet of the whole (filtered) list. */
const exported = (url: string, things: string): Record<string, TOperationText> => ({
  [`GET ${url}`]: { summary: `Download ${things} as a spreadsheet (the list's search, filters and order)` },
});

/** A selection list's options (id and name), for the forms' drop-downs. */
const options = (url: string, things: string): Record<string, TOperationText> => ({
  [`GET ${url}`]: { summary: `Options of ${things} for selection lists` },
});

/** A record type's bulk downloads of a selection (platform/records/bulk-routes.ts). */
const bulk = (url: string, what: string): Record<string, TOperationText> => ({
  [`GET ${url}/*`]: { summary: `Download ${what} of the selected records` },
});

export const OPERATION_TEXTS: Record<string, TOperationText> = {
  // System
  'GET /api/health': { summary: 'Liveness: the process answers' },
  'GET /api/ready': { summary: 'Readiness: the database and the file storage answer and the instance is not stopping' },
  'GET /api/config': { summary: 'Public settings of this installation (product and institution names, features)' },
  'GET /api/manual': { summary: 'Download the user manual (PDF)' },
  'GET /api/dashboard': { summary: 'Figures, charts and attention list of the landing page' },
  'GET /api/captcha/challenge': { summary: 'A new proof-of-work challenge (ALTCHA) for the public forms' },

  // Sessions
  'POST /api/auth/login': {
    summary: 'Sign in with user name and password; answers a bearer token, or a ticket for the second factor of an account that has one',
    also: [401, 403, ...LIMITED],
  },
  'POST /api/auth/login/second-factor': { summary: 'Complete a sign-in with its ticket and a TOTP or recovery code', also: [401, ...LIMITED] },
  'POST /api/auth/refresh': { summary: 'Extend the session: a new token for the current one' },
  'POST /api/auth/logout': { summary: 'Sign out (ends the session of the token sent, if any)' },
  'GET /api/auth/me': { summary: 'The signed-in user, their permissions and menu' },
  // Account security (issue 43)
  'GET /api/account/security': { summary: 'The signed-in user’s second factor, recovery codes left and open sessions' },
  'POST /api/account/totp/enrolment': { summary: 'Start enrolling an authenticator app: a new secret and its otpauth URI', also: [409] },
  'POST /api/account/totp/enrolment/confirm': { summary: 'Confirm the enrolment with a first code; answers the recovery codes, shown once', also: [409] },
  'POST /api/account/totp/remove': { summary: 'Remove the authenticator app (needs a current code or a recovery code)', also: LIMITED },
  'POST /api/account/recovery-codes': { summary: 'A new set of recovery codes (needs a current code); the former stop working', also: LIMITED },
  'DELETE /api/account/sessions/:id': { summary: 'Close one of the signed-in user’s sessions' },
  'POST /api/account/sessions/close-others': { summary: 'Close every other session of the signed-in user' },
  'POST /api/users/users/:id/second-factor/reset': { summary: 'Reset another user’s second factors, with a reason (audited)' },
  'POST /api/auth/changepasswd': { summary: 'Change the signed-in user’s password' },
  // Passkeys (issue 43, modules/passkeys)
  'POST /api/auth/login/passkey/options': { summary: 'Options for a password-less sign-in with a passkey (discoverable credentials) and their challenge id', also: LIMITED },
  'POST /api/auth/login/passkey': { summary: 'Sign in with a passkey: the assertion for the challenge handed out; answers a bearer token', also: [401, ...LIMITED] },
  'POST /api/auth/login/second-factor/passkey/options': { summary: 'Options for completing a sign-in with one of its user’s passkeys (needs the sign-in ticket)', also: [401, ...LIMITED] },
  'POST /api/auth/login/second-factor/passkey': { summary: 'Complete a sign-in with its ticket and a passkey’s assertion', also: [401, ...LIMITED] },
  'GET /api/account/passkeys': { summary: 'The signed-in user’s passkeys, and whether their account may hold them' },
  'POST /api/account/passkeys/options': { summary: 'Options for registering a new passkey and their challenge id', also: [403, 409] },
  'POST /api/account/passkeys': { summary: 'Register a named passkey: the authenticator’s answer to the challenge handed out', also: [403, 409] },
  'PATCH /api/account/passkeys/:id': { summary: 'Rename one of the signed-in user’s passkeys' },
  'DELETE /api/account/passkeys/:id': { summary: 'Remove one of the signed-in user’s passkeys (audited)' },
  'GET /api/auth/sso/config': { summary: 'Whether institutional single sign-on is offered, and its button label' },
  'GET /api/auth/sso/start': {
    summary: 'Start institutional single sign-on (redirects to the identity provider)',
    also: LIMITED,
    redirect: 'To the identity provider’s sign-in page.',
  },
  'GET /api/auth/sso/callback': {
    summary: 'Return from the identity provider (redirects to the web app)',
    also: LIMITED,
    redirect: 'To the web app: with a one-time code to exchange for a token, or with the message of what went wrong.',
  },
  'POST /api/auth/sso/exchange': { summary: 'Exchange a single sign-on code for a bearer token', also: [401, ...LIMITED] },

  // Password recovery
  'POST /api/password/findemail': { summary: 'Look up the account to recover (masked e-mail address)', also: [404, 409, ...LIMITED] },
  'POST /api/password/token': { summary: 'Send a password recovery link by e-mail', also: [404, ...LIMITED] },
  'GET /api/password/find/:t': { summary: 'Check a password recovery link', also: [410] },
  'POST /api/password/reset': { summary: 'Set a new password with a recovery link', also: [404, 410] },

  // Users, roles (profiles) and permissions
  ...catalogue('/api/users/users', 'user', 'users'),
  'GET /api/users/sectional-options': { summary: 'Sectionals a user may be assigned to' },
  'GET /api/users/role-options': { summary: 'Roles (profiles) a user may be given' },
  ...catalogue('/api/roles/roles', 'role (profile)', 'roles (profiles)'),
  'PUT /api/roles/roles/:id/permissions': { summary: 'Set the permissions of a role (profile)', also: [409] },
  'GET /api/permissions/permissions': { summary: 'Every permission a role (profile) may hold' },

  // Catalogues
  ...catalogue('/api/siiicca/subjects', 'subject', 'subjects'),
  'GET /api/siiicca/sync_subjects': { summary: 'Bring the subjects up to date from the academic system', also: [502] },
  ...catalogue('/api/siiicca/investigation_lines', 'research line', 'research lines'),
  ...exported('/api/siiicca/export_investigation_lines', 'research lines'),
  ...catalogue('/api/siiicca/action_fields', 'action field', 'action fields'),
  ...catalogue('/api/siiicca/strategy_periods', 'strategy period', 'strategy periods'),
  ...catalogue('/api/sectionals', 'sectional', 'sectionals'),
  ...catalogue('/api/divisions', 'division', 'divisions'),
  ...catalogue('/api/faculties', 'faculty', 'faculties'),
  ...catalogue('/api/programs', 'academic programme', 'academic programmes'),
  ...exported('/api/programsExport', 'academic programmes'),
  ...catalogue('/api/siiicca/investigation_groups', 'research group', 'research groups'),
  ...exported('/api/siiicca/export_investigation_groups', 'research groups'),
  ...catalogue('/api/siiicca/research_hotbeds', 'research hotbed', 'research hotbeds'),
  ...exported('/api/siiicca/export_research_hotbeds', 'research hotbeds'),
  ...catalogue('/api/siiicca/products', 'research product', 'research products'),
  ...catalogue('/api/siiicca/product_types', 'product type', 'product types'),
  ...catalogue('/api/siiicca/budget_items', 'budget item (rubro)', 'budget items (rubros)'),
  ...exported('/api/siiicca/export_budget_items', 'budget items (rubros)'),
  ...catalogue('/api/siiicca/funding_sources', 'funding source', 'funding sources'),
  ...exported('/api/siiicca/export_funding_sources', 'funding sources'),
  ...catalogue('/api/countries', 'country', 'countries'),
  ...catalogue('/api/departments', 'department (region)', 'departments (regions)'),
  ...catalogue('/api/cities', 'city', 'cities'),
  ...catalogue('/api/siiicca/announcements', 'call (announcement)', 'calls (announcements)'),
  'POST /api/sectional_relationship': { summary: 'Save a sectional’s division → faculty → programme tree' },
  'GET /api/sectional_relationship/:id': { summary: 'A sectional’s division → faculty → programme tree' },

  // Selection lists
  ...options('/api/selsectionals', 'sectionals'),
  ...options('/api/campuses', 'campuses (sectionals with their campus)'),
  ...options('/api/seldivisions', 'divisions'),
  ...options('/api/selfaculties', 'faculties'),
  ...options('/api/seleconomic_sectors', 'economic sectors'),
  ...options('/api/siiicca/selaction_fields', 'action fields'),
  ...options('/api/siiicca/selinvestigation_lines', 'research lines'),
  ...options('/api/siiicca/selsubjects', 'subjects'),
  ...options('/api/siiicca/selproducts', 'research products'),
  ...options('/api/siiicca/selproduct_types', 'product types'),
  ...options('/api/siiicca/get_programs', 'academic programmes'),
  ...options('/api/siiicca/selannouncements', 'open calls (announcements)'),
  ...options('/api/selcountries', 'countries'),
  ...options('/api/siiicca/selstrategy_periods_all', 'every strategy period, newest first, with its state'),
  ...options('/api/siiicca/selstrategy_periods', 'the current strategy period'),
  ...options('/api/seldepartments', 'departments (regions), of one country with `country`'),
  ...options('/api/selcities', 'cities, of one department with `department`'),
  ...options('/api/siiicca/selstrategy_products', 'research products a strategy kind may promise'),

  // People
  'GET /api/siiicca/get_leader': { summary: 'Look up a lecturer by identification (records, then the academic system)', also: [404, ...LIMITED] },
  'GET /api/siiicca/getinvestigator': { summary: 'Look up a person or organisation by identification', also: [404, ...LIMITED] },

  // Strategies
  'GET /api/siiicca/my_strategies': { summary: 'List the signed-in lecturer’s strategies' },
  'GET /api/siiicca/strategies': { summary: 'List strategies (paged, searched, filtered, sorted)' },
  'POST /api/siiicca/strategies': { summary: 'Save or send a strategy (multipart: the record and its attachments)', also: [404, 409, 413, 428] },
  'GET /api/siiicca/strategies/:id': { summary: 'A strategy with everything it holds' },
  'DELETE /api/siiicca/strategies/:id': { summary: 'Delete a strategy (draft)', also: [409] },
  'GET /api/siiicca/strategies/:id/history': { summary: 'The state changes of a strategy' },
  'GET /api/siiicca/strategy_file': { summary: 'Download an attachment of a strategy' },
  'POST /api/siiicca/expirationStrategy': { summary: 'Mark an approved strategy as expired', also: [409] },
  'POST /api/siiicca/finish_strategy': { summary: 'Finish a strategy with its final report (multipart)', also: [404, 409, 413, 428] },
  'POST /api/siiicca/strategy_drafts': { summary: 'Create a strategy draft' },
  'PUT /api/siiicca/strategy_drafts/:id': { summary: 'Save a strategy draft' },
  'PUT /api/siiicca/remove_strategy_actor/:id': { summary: 'Remove or restore an actor of a strategy' },
  'GET /api/siiicca/strategypdf/:id': { summary: 'Download a strategy as PDF' },
  ...bulk('/api/siiicca/strategyexcel', 'a spreadsheet'),
  ...bulk('/api/siiicca/getsanexos', 'a ZIP of the attachments'),

  // Projects
  'GET /api/siiicca/myprojects': { summary: 'List the signed-in lecturer’s projects' },
  'GET /api/siiicca/projects': { summary: 'List projects (paged, searched, filtered, sorted)' },
  'POST /api/siiicca/projects': { summary: 'Save a project (multipart: the record and its documents)', also: [404, 409, 413, 428] },
  'GET /api/siiicca/projects/:id': { summary: 'A project with everything it holds' },
  'DELETE /api/siiicca/projects/:id': { summary: 'Delete a project (draft)', also: [409] },
  'GET /api/siiicca/projects/:id/history': { summary: 'The state changes of a project' },
  'GET /api/siiicca/downloadfile': { summary: 'Download a document of a project' },
  'POST /api/siiicca/sendproject': { summary: 'Send a project draft for review', also: [409] },
  'GET /api/siiicca/projectpdf/:id': { summary: 'Download a project as PDF' },
  ...bulk('/api/siiicca/getexcel', 'a spreadsheet'),
  ...bulk('/api/siiicca/getanexos', 'a ZIP of the documents'),
  ...bulk('/api/siiicca/getactainicio', 'the start records (actas de inicio, PDF in a ZIP)'),
  ...bulk('/api/siiicca/getactacompromiso', 'the commitment records (actas de compromiso, PDF in a ZIP)'),
  'GET /api/siiicca/getactaaprobacion/*': { summary: 'Download the approval records (actas de aprobación, PDF in a ZIP) of the selected Aprobado projects', also: [409] },
  'GET /api/siiicca/getactafinalizacion/*': { summary: 'Download the closure records (actas de finalización, PDF in a ZIP) of the selected Finalizado projects', also: [409] },

  // Evaluation: the evaluator's reviews (issue 28)
  'GET /api/siiicca/myevaluations': { summary: 'List the signed-in evaluator’s assignments (paged, by state)' },
  'GET /api/siiicca/myevaluations/:id': { summary: 'An assignment of the evaluator: the project (blind when the call says so), the criteria and their evaluation' },
  'POST /api/siiicca/myevaluations/:id/accept': { summary: 'Accept an assignment', also: [409] },
  'POST /api/siiicca/myevaluations/:id/decline': { summary: 'Decline an assignment with a reason', also: [409] },
  'POST /api/siiicca/myevaluations/:id/conflict': { summary: 'Declare a conflict of interest with a reason', also: [409] },
  'PUT /api/siiicca/myevaluations/:id/evaluation': { summary: 'Save the draft of an evaluation', also: [409] },
  'POST /api/siiicca/myevaluations/:id/evaluation/submit': { summary: 'Submit an evaluation (it never changes afterwards)', also: [409] },
  'GET /api/siiicca/myevaluations/:id/pdf': { summary: 'Download the evaluated project as PDF (blind when the call says so)' },
  'GET /api/siiicca/myevaluations/:id/documents/:documentId': {
    summary: 'Download a document of the evaluated project (of a blind call: a copy without its author’s metadata)',
    also: [409],
  },

  // Evaluation: how a call is evaluated (issue 28)
  'GET /api/siiicca/calls/:id/evaluation': { summary: 'A call’s evaluation settings and ordered criteria (one versioned document)' },
  'PUT /api/siiicca/calls/:id/evaluation': { summary: 'Save a call’s evaluation settings and criteria (before the call ends; criteria frozen once scored)', also: [409] },
  'GET /api/siiicca/calls/:id/evaluation/excel': { summary: 'Download the spreadsheet of a call’s evaluations (one row per project)' },

  // Evaluation: evaluators and assignment (issue 28)
  'GET /api/siiicca/evaluators': { summary: 'List the evaluators (profile Evaluador) with their kind and open assignments' },
  'GET /api/siiicca/evaluators/candidates': {
    summary: 'Search the active users without the Evaluador profile (at most 20), and the academic directory’s lecturer by identification, to add one',
  },
  'POST /api/siiicca/evaluators': {
    summary: 'Give a user of the university the Evaluador profile (or a lecturer of the academic directory who never signed in)',
    also: [404, 409, 503],
  },
  'DELETE /api/siiicca/evaluators/:id': { summary: 'Take the Evaluador profile away (refused while they hold open assignments)', also: [409] },
  'POST /api/siiicca/evaluators/:id/invitation': { summary: 'Send an invited evaluator a new link to set the password (the old one stops working)', also: [409, 429] },
  'POST /api/siiicca/evaluators/invite': { summary: 'Invite an external evaluator by e-mail (the mail sets their password)', also: [409] },
  'GET /api/siiicca/evaluation-assignments/calls': { summary: 'The calls that have projects to evaluate (Enviado or En evaluación)' },
  'GET /api/siiicca/evaluation-assignments/calls/:id/projects': { summary: 'A call’s projects with their evaluators and assignment states' },
  'GET /api/siiicca/evaluation-assignments/projects/:id': { summary: 'One project with its assignments, declined ones with their reasons' },
  'GET /api/siiicca/evaluation-assignments/projects/:id/evaluators': { summary: 'The evaluators without a conflict of interest with a project, least loaded first' },
  'POST /api/siiicca/evaluation-assignments': { summary: 'Assign an evaluator to a project (400 with the reason on a conflict of interest)', also: [404, 409] },
  'POST /api/siiicca/evaluation-assignments/calls/:id/auto': { summary: 'Assign evaluators to a call’s projects automatically, balancing the load', also: [409] },
  'DELETE /api/siiicca/evaluation-assignments/:id': { summary: 'Remove an assignment that has no evaluation yet', also: [409] },

  // Evaluation: the decision, the history and the acta (issue 28)
  'GET /api/siiicca/projects/:id/transitions': { summary: 'The history of a project’s states (who, when, from, to, why), oldest first' },
  'GET /api/siiicca/projects/:id/outcome': { summary: 'The decision on a project with its justification and the evaluators’ comments, without their names' },
  'GET /api/siiicca/projects/:id/acta-aprobacion': { summary: 'Download the acta de aprobación of an approved project (PDF)' },
  'GET /api/siiicca/evaluation/calls': { summary: 'The calls with evaluation settings or evaluated projects, newest first' },
  'GET /api/siiicca/evaluation/calls/:id/results': { summary: 'A call’s evaluated projects with their mean scores and divergence flags' },
  'GET /api/siiicca/evaluation/projects/:id/results': { summary: 'Every evaluation of a project’s current round, with weighted scores and their mean' },
  'POST /api/siiicca/evaluation/projects/:id/decision': { summary: 'Decide on a project in evaluation (Aprobado, Ajustes solicitados, Rechazado) with a justification', also: [409] },

  // Execution: a project after its approval (issue 42)
  'GET /api/siiicca/calls/:id/execution': { summary: 'A call’s execution settings (the defaults when none were saved), one versioned document' },
  'PUT /api/siiicca/calls/:id/execution': { summary: 'Save a call’s execution settings (duration, report schedule, budget maximum, extensions)', also: [409] },
  'GET /api/siiicca/execution/projects': { summary: 'List the projects in execution (paged, searched, filtered, sorted; arrears and budget per row)' },
  'GET /api/siiicca/execution/projects/excel': { summary: 'Download the execution status of the listed (or chosen) projects as a spreadsheet', also: [404] },
  'GET /api/siiicca/execution/mine': { summary: 'The signed-in owner’s projects approved or in execution' },
  'GET /api/siiicca/execution/projects/:id': { summary: 'A project’s execution: dates, budget, report schedule, extensions, history and what the reader may do' },
  'GET /api/siiicca/execution/projects/:id/start': { summary: 'What the start of an approved project needs: the call’s settings, the approval’s day, the budget catalogues', also: [409] },
  'POST /api/siiicca/execution/projects/:id/start': { summary: 'Register the start of an approved project: acta de inicio date, duration and approved budget (writes the report schedule)', also: [409] },
  'POST /api/siiicca/execution/projects/:id/suspend': { summary: 'Suspend a project in execution, with its reason', also: [409] },
  'POST /api/siiicca/execution/projects/:id/resume': { summary: 'Resume a suspended project (its end and owed reports move by the days suspended)', also: [409] },
  'POST /api/siiicca/execution/projects/:id/non-compliance': { summary: 'Close a project for non-compliance, with its justification', also: [409] },
  'POST /api/siiicca/execution/projects/:id/extensions': { summary: 'The owner asks for an extension (a new end date with a justification)', also: [409] },
  'POST /api/siiicca/execution/projects/:id/extensions/:extensionId/decision': { summary: 'Approve or deny a pending extension (approved: the end and owed reports move)', also: [409] },
  'GET /api/siiicca/execution/projects/:id/reports/:reportId': { summary: 'A progress report: its content, the project’s expected results and budget lines, what the reader may do' },
  'PUT /api/siiicca/execution/projects/:id/reports/:reportId': { summary: 'The owner saves a progress report’s draft (progress, activities, budget executed, products with evidence)', also: [409] },
  'POST /api/siiicca/execution/projects/:id/reports/:reportId/submit': { summary: 'The owner sends a complete progress report to the office', also: [409] },
  'POST /api/siiicca/execution/projects/:id/reports/:reportId/review': { summary: 'The office reviews a report sent: Aceptado, Con observaciones or Rechazado (the owner is mailed)', also: [409] },
  'POST /api/siiicca/execution/projects/:id/reports/:reportId/files': { summary: 'The owner attaches a document or an evidence file to a report still theirs to write (checked by size and content)', also: [409] },
  'GET /api/siiicca/execution/projects/:id/reports/:reportId/files/:fileId': { summary: 'Download a report’s document or evidence file (the owner or the office)' },
  'PUT /api/siiicca/execution/projects/:id/reports/:reportId/files/:fileId': { summary: 'The owner replaces a report file’s content while the report is theirs to write', also: [409] },
  'DELETE /api/siiicca/execution/projects/:id/reports/:reportId/files/:fileId': { summary: 'The owner removes a file from a report still theirs to write', also: [409] },
  'POST /api/siiicca/execution/projects/:id/finish': { summary: 'Finish a project in execution whose final report is Aceptado (writes its numbered Acta de Finalización)', also: [409] },
  'GET /api/siiicca/execution/projects/:id/closure-record': { summary: 'Download a Finalizado project’s Acta de Finalización (PDF)' },
  'GET /api/siiicca/execution/clearance': { summary: 'Download the signed-in owner’s paz y salvo (PDF; refused when a project is En mora or closed for non-compliance)', also: [409] },
  // Personal data under Ley 1581 (issue 43, docs/personal-data-rights.md)
  'GET /api/privacy/notice': { summary: 'The privacy notice in force and when the signed-in user accepted it (reachable while it is a pending step)' },
  'POST /api/privacy/notice/accept': { summary: 'Accept the privacy notice in force, naming the version read', also: [409] },
  'GET /api/privacy/notices': { summary: 'Every version of the privacy notice, with how many users accepted each' },
  'POST /api/privacy/notices': { summary: 'Publish a new version of the privacy notice (every user accepts it again)' },
  'GET /api/privacy/my/data': { summary: 'Download everything the product holds about the signed-in user (a ZIP: JSON and files)' },
  'GET /api/privacy/my/requests': { summary: 'The signed-in user’s requests about their personal data' },
  'GET /api/privacy/my/requests/:id': { summary: 'One of the signed-in user’s requests' },
  'POST /api/privacy/my/requests': { summary: 'File a consulta, corrección or supresión (its legal deadline in business days)' },
  'GET /api/privacy/requests': { summary: 'The office’s list of requests: open ones by deadline, or answered ones' },
  'POST /api/privacy/requests/:id/answer': { summary: 'Answer a request (mailed to the titular; a supresión anonymises their data)', also: [409] },
  'GET /api/privacy/holidays': { summary: 'Public holidays the legal deadlines skip (one year or all)' },
  'POST /api/privacy/holidays': { summary: 'Add a public holiday', also: [409] },
  // Researchers' works from ORCID and the work-type mapping (issue 44, docs/researchers.md 'ORCID')
  'GET /api/researchers/me/works': { summary: 'The signed-in researcher’s works (ORCID, Crossref, typed), grouped by their Minciencias product type' },
  'GET /api/researchers/:id/works': { summary: 'A researcher’s works grouped by Minciencias product type (their own, or anyone’s with researchers.read)' },
  'POST /api/researchers/me/orcid/import': { summary: 'Import the signed-in researcher’s public works from ORCID (their iD, or the one sent): counts of new, updated and unchanged', also: [404] },
  'POST /api/researchers/:id/orcid/import': { summary: 'Import a researcher’s public works from ORCID (their own, or anyone’s with researchers.manage)' },
  'GET /api/work_type_mappings': { summary: 'The ORCID and Crossref work types with the Minciencias product type and product each maps to' },
  'PUT /api/work_type_mappings/:work_type': { summary: 'Map a work type to a product type and product of the catalogue (either may be none)' },
  // The security audit trail (issue 43, docs/security-audit.md)
  'GET /api/audit': { summary: 'The security audit trail, newest first, filtered by user, event and days' },
  'GET /api/audit/export': { summary: 'The filtered audit trail as a spreadsheet (itself written in the trail)' },
  // Researchers' profiles, products and counts (issue 44, docs/researchers.md)
  'GET /api/researchers': { summary: 'The researchers (users who own or appear in a strategy or project), searched and paged' },
  'GET /api/researchers/me/profile': { summary: 'The signed-in user’s researcher profile: identifiers, groups, records with their role, products delivered and works' },
  'GET /api/researchers/:id/profile': { summary: 'A researcher’s profile (their own, or anyone’s with researchers.read)', also: [404] },
  'GET /api/researchers/:id/products/export': { summary: 'A researcher’s products delivered, by Minciencias type, as a spreadsheet (audited)', also: [404] },
  'GET /api/researchers/product-counts': { summary: 'Products delivered by faculty, research group and year for a period' },
  'GET /api/researchers/product-counts/export': { summary: 'Products delivered by faculty, research group and year for a period, as a spreadsheet (audited)' },
  'GET /api/works/doi': { summary: 'The work Crossref registers under a DOI (any DOI up to 300 characters), with the Minciencias product type its work type maps to', also: [404] },
  'GET /api/works/doi/:doi': { summary: 'The work Crossref registers under a DOI given as a path segment (up to 100 characters; longer ones through ?doi=)', also: [404] },
};
