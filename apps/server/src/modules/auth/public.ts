/**
 * What other modules may use of auth: the caller of a request, and the accounts (users and
 * profiles are auth's tables; users and customers work on them through these).
 */
export { currentUser, type AuthUser } from './current-user';
export {
  emailExists,
  fullName,
  findPeople,
  findProfile,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockActiveAdmins,
  searchCustomers,
  serializeProfile,
  updateProfile,
  updateUser,
  type Person,
} from './accounts-repo';
export { insertResetToken, revokeAllForUser } from './repo';
export { activationMail } from './mails';
