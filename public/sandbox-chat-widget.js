// The sandbox's stand-in for the support chat's vendor script (002 §7; openapi/sandbox/README.md).
// It offers the vendor's interface, `window.Intercom(command, settings)` with boot, update, show and
// shutdown, so the app's code is the same with the real script. It shows who it was booted as, for
// the tests and for a developer to see what the vendor would be told; it sends nothing anywhere.
(function () {
  var WORDS = {
    en: { title: 'Campershare support', visitor: 'You are chatting as a visitor.', as: 'Chatting as', close: 'Close the chat', hello: 'Hi! How can we help?' },
    de: { title: 'Campershare-Support', visitor: 'Du chattest als Gast.', as: 'Du chattest als', close: 'Chat schließen', hello: 'Hallo! Wie können wir helfen?' },
    fr: { title: 'Assistance Campershare', visitor: 'Vous discutez en tant que visiteur.', as: 'Vous discutez en tant que', close: 'Fermer le chat', hello: 'Bonjour ! Comment pouvons-nous vous aider ?' },
    sv: { title: 'Campershare kundtjänst', visitor: 'Du chattar som besökare.', as: 'Du chattar som', close: 'Stäng chatten', hello: 'Hej! Hur kan vi hjälpa dig?' },
    nb: { title: 'Campershare kundeservice', visitor: 'Du chatter som besøkende.', as: 'Du chatter som', close: 'Lukk chatten', hello: 'Hei! Hvordan kan vi hjelpe deg?' },
    fi: { title: 'Campersharen asiakaspalvelu', visitor: 'Keskustelet vierailijana.', as: 'Keskustelet käyttäjänä', close: 'Sulje keskustelu', hello: 'Hei! Miten voimme auttaa?' },
    da: { title: 'Campershare kundeservice', visitor: 'Du chatter som besøgende.', as: 'Du chatter som', close: 'Luk chatten', hello: 'Hej! Hvordan kan vi hjælpe?' },
  };
  var settings = null;
  var panel = null;

  function words() {
    var language = String((settings && settings.language_override) || 'en').split('-')[0];
    return WORDS[language] || WORDS.en;
  }

  function text(tag, content) {
    var element = document.createElement(tag);
    element.textContent = content;
    return element;
  }

  function render() {
    if (!panel || !settings) return;
    var w = words();
    panel.replaceChildren();
    panel.setAttribute('lang', settings.language_override || 'en');
    panel.dataset.userId = settings.user_id || '';
    panel.dataset.role = settings.role || '';
    panel.dataset.identified = settings.user_hash ? 'true' : 'false';
    panel.dataset.region = String(settings.api_base || '').indexOf('.eu.') >= 0 ? 'eu' : 'us';
    var heading = text('h2', w.title);
    heading.id = 'sandbox-chat-title';
    heading.style.margin = '0 0 8px';
    heading.style.fontSize = '1.125rem';
    var who = settings.user_id ? text('p', w.as + ' ' + settings.name + ' (' + settings.email + ')') : text('p', w.visitor);
    var hello = text('p', w.hello);
    var close = text('button', w.close);
    close.type = 'button';
    close.style.marginTop = '8px';
    close.style.minHeight = '44px';
    close.addEventListener('click', hide);
    panel.append(heading, who, hello, close);
  }

  function show() {
    if (!settings) return;
    if (!panel) {
      panel = document.createElement('section');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-labelledby', 'sandbox-chat-title');
      panel.dataset.sandboxChat = '';
      var style = panel.style;
      style.position = 'fixed';
      style.right = '16px';
      style.bottom = '16px';
      style.zIndex = '2147483000';
      style.width = 'min(340px, calc(100vw - 32px))';
      style.padding = '16px';
      style.background = '#ffffff';
      style.color = '#1a1a1a';
      style.border = '1px solid #767676';
      style.borderRadius = '12px';
      style.boxShadow = '0 8px 24px rgba(0, 0, 0, 0.2)';
      style.font = '16px/1.5 system-ui, sans-serif';
      document.body.append(panel);
    }
    render();
    panel.hidden = false;
  }

  function hide() {
    if (panel) panel.hidden = true;
  }

  window.Intercom = function (command, data) {
    if (command === 'boot') {
      settings = Object.assign({}, data);
      render();
    } else if (command === 'update') {
      settings = Object.assign({}, settings, data);
      render();
    } else if (command === 'show') {
      show();
    } else if (command === 'shutdown') {
      settings = null;
      if (panel) panel.remove();
      panel = null;
    }
  };
})();
