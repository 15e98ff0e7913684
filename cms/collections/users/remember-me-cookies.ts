/** Cookie names of "remember me" (shared by the admin checkbox and the auth endpoints). */

/** Set by the sign-in checkbox (client side, session cookie): "1" = the user asked to be remembered. */
export const REMEMBER_INTENT_COOKIE = 'sabai-remember-intent';

/** Set by the server at sign-in when remembered (HttpOnly, same lifetime as the token). */
export const REMEMBER_COOKIE = 'sabai-remember';
